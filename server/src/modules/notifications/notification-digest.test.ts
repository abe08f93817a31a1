import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';
import { startSmtp } from '../../test/smtp.ts';
import { notifyMany } from './notifications.service.ts';

// Notification e-mails gathered for 2 s (the tests' default is no window).
const smtp = await startSmtp();
const t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://portal.test', MAIL_DIGEST_SECONDS: '2' });
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('notification e-mails', () => {
  it("gathers the notifications module's e-mails (several notifications to one user: one mail)", async () => {
    const staff = await t.createUser({ role: 'iconUser', status: 'confirmed', firstName: 'Nia' });
    const deliveries = ['one', 'two', 'three', 'four'].map((n) => ({
      userId: staff.id,
      email: true,
      type: 'timesheet-submitted',
      title: `Time sheet waiting for approval (${n})`,
      body: `Sheet ${n} was submitted.`,
      link: `/view-timesheet/${n}`,
    }));
    const deliver = await t.db.transaction((tx) => notifyMany(tx, t.app, deliveries));
    await deliver?.();
    const mail = await smtp.next(staff.email, '4 new notifications', 30_000);
    for (const n of ['one', 'two', 'three', 'four']) expect(mail.text).toContain(`Sheet ${n} was submitted.`);
    expect(mail.text).toContain('http://portal.test/view-timesheet/three');
    expect(smtp.inbox.filter((m) => m.to === staff.email)).toEqual([]);
  });
});
