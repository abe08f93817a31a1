import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../client.ts';
import { npiChecks, providerProfiles, type StoredNpiDifference, users } from '../schema/index.ts';

interface Taxonomy {
  code: string;
  desc: string;
  state: string;
  license: string;
  primary: boolean;
}

/** What the NPPES registry (API 2.1) answers for one NPI, trimmed to the fields a record usually has. */
const nppesAnswer = (npi: string, first: string, last: string, credential: string, taxonomies: Taxonomy[]) => ({
  result_count: 1,
  results: [
    {
      enumeration_type: 'NPI-1',
      number: npi,
      basic: { first_name: first, last_name: last, credential, sole_proprietor: 'NO', status: 'A' },
      addresses: [],
      taxonomies,
      identifiers: [],
      endpoints: [],
    },
  ],
});

const CRNA = { code: '367500000X', desc: 'Nurse Anesthetist, Certified Registered' };
const ANESTHESIOLOGY = { code: '207L00000X', desc: 'Anesthesiology' };

/**
 * The registry's records of the demo providers: Pat Provider (licensed in Texas and Idaho, as the demo licences
 * say), Jordan Reyes and Avery Chen agree with the portal; Riley Okafor's record carries a married name and a CRNA
 * taxonomy, so that check waits for review.
 */
const RECORDS: {
  first: string;
  last: string;
  daysAgo: number;
  answer: (npi: string) => object;
  differences: StoredNpiDifference[];
}[] = [
  {
    first: 'Pat',
    last: 'Provider',
    daysAgo: 12,
    answer: (npi) =>
      nppesAnswer(npi, 'PAT', 'PROVIDER', 'CRNA', [
        { ...CRNA, state: 'TX', license: 'AP114422', primary: true },
        { ...CRNA, state: 'ID', license: 'RN-20931', primary: false },
      ]),
    differences: [],
  },
  {
    first: 'Jordan',
    last: 'Reyes',
    daysAgo: 9,
    answer: (npi) =>
      nppesAnswer(npi, 'JORDAN', 'REYES', 'CRNA', [{ ...CRNA, state: 'TX', license: 'AP220871', primary: true }]),
    differences: [],
  },
  {
    first: 'Avery',
    last: 'Chen',
    daysAgo: 7,
    answer: (npi) =>
      nppesAnswer(npi, 'AVERY', 'CHEN', 'MD', [
        { ...ANESTHESIOLOGY, state: 'IL', license: '036142277', primary: true },
      ]),
    differences: [],
  },
  {
    first: 'Riley',
    last: 'Okafor',
    daysAgo: 2,
    answer: (npi) =>
      nppesAnswer(npi, 'RILEY', 'OKAFOR-BELL', 'CRNA', [{ ...CRNA, state: 'GA', license: 'RN271930', primary: true }]),
    differences: [
      { field: 'name', portal: 'Riley Okafor', registry: 'RILEY OKAFOR-BELL' },
      {
        field: 'taxonomy',
        portal: 'Anesthesiologist Assistant (367H00000X)',
        registry: '367500000X (Nurse Anesthetist, Certified Registered)',
      },
    ],
  },
];

/** Checks as the lookup job leaves them (no registry is asked at start): three verified, one with differences. */
export async function seedDemoNpiChecks(tx: Db, now: Date) {
  for (const r of RECORDS) {
    const [provider] = await tx
      .select({ id: users.id, npi: providerProfiles.npi })
      .from(users)
      .innerJoin(providerProfiles, eq(providerProfiles.userId, users.id))
      .where(and(eq(users.role, 'provider'), eq(users.firstName, r.first), eq(users.lastName, r.last)))
      .limit(1);
    if (!provider?.npi) continue;
    const at = new Date(now.getTime() - r.daysAgo * 86_400_000);
    const id = uuidv7();
    const status = r.differences.length ? 'differences' : 'verified';
    await tx.insert(npiChecks).values({
      id,
      providerId: provider.id,
      npi: provider.npi,
      status,
      differences: r.differences,
      response: r.answer(provider.npi),
      attempts: 1,
      checkedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    await audit(
      tx,
      { user: null },
      {
        action: status === 'verified' ? 'verify' : 'flag',
        entityType: 'npi-check',
        entityId: id,
        before: { status: 'pending' },
        after: { status, npi: provider.npi, differences: r.differences },
        actorName: 'NPI registry',
      },
    );
  }
}
