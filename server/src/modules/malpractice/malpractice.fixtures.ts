import { addDays, todayIn } from '@portal/contracts';
import { ADMIN, bearer, buildTestApp } from '../../test/buildTestApp.ts';

/** Where the malpractice rates and covers are served (staff). */
export const base = '/api/super-admin/malpractice-rates';

/** The day `days` after the company's today. */
export const day = (days: number) => addDays(todayIn(), days);

/** A test app, the admin's headers, and the seeded insurer 'MedPro Group' the rates and covers name. */
export async function malpracticeWorld() {
  const t = await buildTestApp();
  const admin = bearer(await t.login(ADMIN.email, ADMIN.password));
  const insurers = (
    await t.app.inject({ url: '/api/super-admin/malpractice-insurance-provider/all', headers: admin })
  ).json().data;
  const insurerId: string = insurers.find((i: { name: string }) => i.name === 'MedPro Group')._id;
  return { t, admin, insurerId };
}
export type MalpracticeWorld = Awaited<ReturnType<typeof malpracticeWorld>>;
