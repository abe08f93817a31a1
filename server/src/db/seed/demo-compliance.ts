import { and, eq } from 'drizzle-orm';
import { importExclusionList } from '../../modules/compliance/index.ts';
import { setExcludedOn } from '../../modules/provider-profile/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../client.ts';
import { providerProfiles, screeningMatches, users } from '../schema/index.ts';

/**
 * A small list in the LEIE's own format: Casey Novak by NPI (a hit, confirmed below), Riley Okafor by name and
 * date of birth (a possible match left to review), and people who are nobody in the demo.
 */
const DEMO_LEIE = [
  'LASTNAME,FIRSTNAME,MIDNAME,BUSNAME,GENERAL,SPECIALTY,UPIN,NPI,DOB,ADDRESS,CITY,STATE,ZIP,EXCLTYPE,EXCLDATE,REINDATE,WAIVERDATE,WVRSTATE',
  'NOVAK,CASEY,J,,INDIVIDUAL,NURSE ANESTHETIST,,1738290455,19790614,18 RIVER RD,CLEVELAND,OH,44101,1128a1,20250310,00000000,00000000,',
  'OKAFOR,RILEY,,,INDIVIDUAL,ANESTHESIOLOGIST ASSISTANT,,0000000000,19840309,4 HILL ST,ATLANTA,GA,30301,1128b4,20240902,00000000,00000000,',
  'MARSH,DELIA,K,,INDIVIDUAL,PHARMACIST,,0000000000,19660201,9 GROVE AVE,RENO,NV,89501,1128a3,20220118,00000000,00000000,',
  ',,,NORTHSIDE MEDICAL SUPPLY LLC,DME COMPANY,,,0000000000,00000000,77 MARKET ST,NEWARK,NJ,07101,1128b7,20210605,00000000,00000000,',
].join('\n');

/** Riley Okafor's date of birth in the demo profile, the one the list entry shares. */
const OKAFOR_BORN = '1984-03-09';

const providerNamed = async (tx: Db, firstName: string, lastName: string) => {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'provider'), eq(users.firstName, firstName), eq(users.lastName, lastName)))
    .limit(1);
  return row?.id;
};

/** One imported list version, one possible match to review and one confirmed exclusion (before payments are seeded). */
export async function seedDemoCompliance(tx: Db, todayIso: string, actor: { id: string; name: string }) {
  const okafor = await providerNamed(tx, 'Riley', 'Okafor');
  const novak = await providerNamed(tx, 'Casey', 'Novak');
  if (!okafor || !novak) return;
  await tx.update(providerProfiles).set({ dateOfBirth: OKAFOR_BORN }).where(eq(providerProfiles.userId, okafor));
  const ctx = { db: tx, user: null };
  const file = { filename: 'LEIE-demo.csv', bytes: Buffer.from(DEMO_LEIE) };
  await importExclusionList(ctx, 'leie', file, actor.name);
  const note = 'NPI, name and specialty match the LEIE entry (1128a1); checked against the OIG search page';
  const [match] = await tx
    .update(screeningMatches)
    .set({ status: 'confirmed', note, reviewedBy: actor.name, reviewedAt: new Date() })
    .where(and(eq(screeningMatches.providerId, novak), eq(screeningMatches.kind, 'npi')))
    .returning({ id: screeningMatches.id });
  if (!match) return;
  await setExcludedOn(tx, novak, todayIso);
  await audit(tx, ctx, {
    action: 'confirm-exclusion',
    entityType: 'screening-match',
    entityId: match.id,
    before: { status: 'pending' },
    after: { status: 'confirmed', note, providerId: novak },
    actorName: actor.name,
  });
  await audit(tx, ctx, {
    action: 'exclusion-confirmed',
    entityType: 'user',
    entityId: novak,
    after: { excludedOn: todayIso, matchId: match.id },
    actorName: actor.name,
  });
}
