import { z } from 'zod';

/** How long one lookup may take: the registry answers in well under a second when it is up. */
const TIMEOUT_MS = 5000;

/** The registry could not be read (network, timeout, 5xx, not JSON): the lookup is tried again later. */
export class RegistryUnreachable extends Error {}

/** A taxonomy of an NPPES record: the code, and the licence and its state when one was given. */
const taxonomySchema = z.object({
  code: z.string(),
  desc: z.string().nullish(),
  state: z.string().nullish(),
  license: z.string().nullish(),
  primary: z.boolean().nullish(),
});
export type RegistryTaxonomy = z.infer<typeof taxonomySchema>;

const resultSchema = z.object({
  number: z.union([z.string(), z.number()]).nullish(),
  basic: z.object({ first_name: z.string().nullish(), last_name: z.string().nullish() }).partial().default({}),
  taxonomies: z.array(taxonomySchema).default([]),
});
export type RegistryRecord = z.infer<typeof resultSchema>;

/** The NPI registry API's answer (version 2.1), reduced to what is compared. A refused query
 * (`Errors`, no results) reads as not found. */
const answerSchema = z.object({
  result_count: z.number().default(0),
  results: z.array(resultSchema).default([]),
});

export type RegistryAnswer = { found: false; raw: unknown } | { found: true; record: RegistryRecord; raw: unknown };

/** Looks `npi` up at the registry `baseUrl` (`?version=2.1&number=<npi>`). */
export async function lookUpNpi(baseUrl: string, npi: string): Promise<RegistryAnswer> {
  const url = new URL(baseUrl);
  url.searchParams.set('version', '2.1');
  url.searchParams.set('number', npi);
  let answer: Response;
  try {
    answer = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch (err) {
    const reason = err instanceof Error && err.name === 'TimeoutError' ? 'no answer within 5 s' : 'unreachable';
    throw new RegistryUnreachable(`NPI registry ${reason}`);
  }
  if (!answer.ok) throw new RegistryUnreachable(`NPI registry answered ${answer.status}`);
  let raw: unknown;
  try {
    raw = await answer.json();
  } catch {
    throw new RegistryUnreachable('NPI registry answered something other than JSON');
  }
  const parsed = answerSchema.safeParse(raw);
  if (!parsed.success) throw new RegistryUnreachable('NPI registry answered in an unknown shape');
  const [record] = parsed.data.results;
  return parsed.data.result_count > 0 && record ? { found: true, record, raw } : { found: false, raw };
}
