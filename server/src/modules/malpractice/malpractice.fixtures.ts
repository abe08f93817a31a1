import { ADMIN, bearer, buildTestApp } from '../../test/buildTestApp.ts';

/** Where the malpractice rates and covers are served (staff). */
export const base = '/api/super-admin/malpractice-rates';

/** The date `days` from today (YYYY-MM-DD). */
export const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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
