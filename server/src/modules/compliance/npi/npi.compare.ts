import { type NpiDifference, SPECIALTIES, usStateOf } from '@portal/contracts';
import type { RegistryRecord, RegistryTaxonomy } from './npi.registry.ts';

/** What the portal knows of a provider that the registry also records. */
export interface PortalIdentity {
  firstName: string;
  lastName: string;
  specialty: string | null;
  /** Two-letter states the provider is licensed in, as the portal knows them (none: not compared). */
  licenceStates: string[];
}

/**
 * The NUCC taxonomy codes of each specialty: an anesthesiologist is any code of the 207L family (Anesthesiology and
 * its subspecialties), a CRNA 367500000X, an anesthesiologist assistant 367H00000X.
 */
const TAXONOMY_OF: Record<string, { code: string; family: boolean }> = {
  anesthesiologist: { code: '207L00000X', family: true },
  crna: { code: '367500000X', family: false },
  aa: { code: '367H00000X', family: false },
};

const matchesSpecialty = (code: string, expected: { code: string; family: boolean }) =>
  expected.family ? code.toUpperCase().startsWith(expected.code.slice(0, 4)) : code.toUpperCase() === expected.code;

/** Case, accents, punctuation and spacing do not make names differ ('José  O'Neil' is 'JOSE ONEIL'). */
const sameName = (a: string, b: string) => {
  const plain = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} ]/gu, '')
      .replace(/\s+/g, ' ')
      .trim();
  return plain(a) === plain(b);
};

const describe = (t: RegistryTaxonomy) => (t.desc ? `${t.code} (${t.desc})` : t.code);

/** The registry's taxonomies, primary first, as one line. */
const taxonomiesText = (taxonomies: RegistryTaxonomy[]) =>
  [...taxonomies]
    .sort((a, b) => Number(Boolean(b.primary)) - Number(Boolean(a.primary)))
    .map(describe)
    .join(', ') || 'None';

/** 'Texas', ' tx ' and 'TX' are one state; what is no US state compares as written, upper-case. */
const stateCode = (s: string) => usStateOf(s) ?? s.trim().toUpperCase();

const statesText = (states: Iterable<string>) => [...new Set(states)].sort().join(', ') || 'None';

/**
 * The fields where the portal and the registry's record differ: the name, whether a taxonomy fits the provider's
 * specialty, and the licence states (the states of the registry's taxonomies against the portal's).
 */
export function compareWithRegistry(portal: PortalIdentity, record: RegistryRecord): NpiDifference[] {
  const differences: NpiDifference[] = [];
  const first = record.basic.first_name ?? '';
  const last = record.basic.last_name ?? '';
  if (!sameName(portal.firstName, first) || !sameName(portal.lastName, last)) {
    differences.push({
      field: 'name',
      portal: `${portal.firstName} ${portal.lastName}`.trim(),
      registry: `${first} ${last}`.trim() || 'None',
    });
  }
  const expected = portal.specialty ? TAXONOMY_OF[portal.specialty] : undefined;
  if (expected && !record.taxonomies.some((t) => matchesSpecialty(t.code, expected))) {
    const label = SPECIALTIES.find((s) => s.value === portal.specialty)?.label ?? portal.specialty;
    differences.push({
      field: 'taxonomy',
      portal: `${label} (${expected.code})`,
      registry: taxonomiesText(record.taxonomies),
    });
  }
  const registryStates = record.taxonomies.flatMap((t) => (t.state?.trim() ? [stateCode(t.state)] : []));
  const portalStates = portal.licenceStates.filter((s) => s.trim()).map(stateCode);
  if (portalStates.length > 0 && statesText(portalStates) !== statesText(registryStates)) {
    differences.push({
      field: 'licenceStates',
      portal: statesText(portalStates),
      registry: statesText(registryStates),
    });
  }
  return differences;
}
