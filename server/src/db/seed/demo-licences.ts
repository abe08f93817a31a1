import { addDays } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../client.ts';
import { documents, licences } from '../schema/index.ts';
import type { DemoPlacement } from './demo-rates.ts';

type NewLicence = typeof licences.$inferInsert;

/**
 * Demo licences: the demo provider's two state licences filled from their licence documents (Texas verified, Idaho
 * expiring within 30 days and pending, so the first reminder run reminds of it), and licences of other placed
 * providers in the states they work in (verified, one expired).
 */
export async function seedDemoLicences(
  tx: Db,
  people: { patId: string; staffId: string },
  placed: DemoPlacement[],
  todayIso: string,
) {
  const day = (days: number) => addDays(todayIso, days);
  const documentNamed = async (name: string) => {
    const [row] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.ownerId, people.patId), eq(documents.name, name)));
    return row?.id ?? null;
  };
  const verified = (daysAgo: number, source: NewLicence['verificationSource']) => ({
    verifiedBy: people.staffId,
    verifiedAt: new Date(Date.parse(`${day(-daysAgo)}T15:00:00Z`)),
    verificationSource: source,
  });
  const rows: NewLicence[] = [
    {
      id: uuidv7(),
      providerId: people.patId,
      state: 'TX',
      type: 'state-licence',
      number: 'TX-0042-CRNA',
      issuedOn: day(-330),
      expiresOn: day(400),
      status: 'active',
      documentId: await documentNamed('Texas licence.pdf'),
      ...verified(20, 'state-board-website'),
    },
    {
      id: uuidv7(),
      providerId: people.patId,
      state: 'ID',
      type: 'state-licence',
      number: 'ID-CRNA-2291',
      issuedOn: day(-709),
      expiresOn: day(21),
      status: 'pending',
      documentId: await documentNamed('Idaho licence.pdf'),
    },
  ];
  const others = placed.filter((p) => p.providerId !== people.patId).slice(0, 4);
  others.forEach((p, i) => {
    const expired = i === 0;
    rows.push({
      id: uuidv7(),
      providerId: p.providerId,
      state: p.state,
      type: i === 3 ? 'dea-registration' : 'state-licence',
      number: `${p.state}-${70310 + i * 977}`,
      issuedOn: day(-700 + i * 30),
      expiresOn: expired ? day(-9) : day(120 + i * 75),
      status: expired ? 'expired' : 'active',
      ...verified(40 + i, i % 2 ? 'primary-source-letter' : 'state-board-website'),
    });
  });
  await tx.insert(licences).values(rows);
}
