import { NOTIFICATION_MESSAGES } from '@portal/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { mailDigestItems } from '../db/schema/index.ts';
import { buildTestApp } from '../test/buildTestApp.ts';
import { startSmtp } from '../test/smtp.ts';
import { composeMail, type MailContent } from './mail.ts';

// A mail server taking 40 ms a message, as a real one under load does; notification mail gathered for 2 s.
const smtp = await startSmtp({ delayMs: 40 });
const t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://portal.test', MAIL_DIGEST_SECONDS: '2' });
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const note = (title: string): MailContent => ({
  subject: title,
  greeting: 'Hello Dana,',
  paragraphs: [`${title}: details`],
  action: { label: 'Open in the portal', url: `http://portal.test/notes/${encodeURIComponent(title)}` },
  footer: NOTIFICATION_MESSAGES.emailFooter,
});
const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('notification mail is gathered into one digest per recipient', () => {
  it('sends what one person got within the window as one message, and a lone one as itself', async () => {
    for (const title of ['Time sheet waiting for approval', 'Expense waiting for approval', 'Time sheet approved']) {
      await t.app.mail.digest('Dana@Digest.test', note(title));
    }
    await t.app.mail.digest('eli@digest.test', note('Account confirmed'));

    const digest = await smtp.next('dana@digest.test', '3 new notifications', 30_000);
    expect(digest.subject).toBe('3 new notifications | ICON');
    expect(digest.text.startsWith('Hello Dana,')).toBe(true);
    // Oldest first, each under its own subject with its own link; the footer once.
    const order = ['Time sheet waiting for approval', 'Expense waiting for approval', 'Time sheet approved'].map(
      (title) => digest.text.indexOf(`${title}: details`),
    );
    expect(order.every((at, i) => at > 0 && (i === 0 || at > (order[i - 1] ?? 0)))).toBe(true);
    expect(digest.text).toContain('http://portal.test/notes/Expense%20waiting%20for%20approval');
    expect(occurrences(digest.text, NOTIFICATION_MESSAGES.emailFooter)).toBe(1);
    expect(occurrences(digest.html, 'Open in the portal')).toBe(3);

    const lone = await smtp.next('eli@digest.test', 'Account confirmed', 30_000);
    expect(lone.subject).toBe('Account confirmed | ICON');
    expect(lone.link).toBe('http://portal.test/notes/Account%20confirmed');
    expect(smtp.inbox.filter((m) => m.to === 'dana@digest.test')).toEqual([]);
    expect(await t.db.select().from(mailDigestItems)).toEqual([]);

    // The window starts again with the next one.
    await t.app.mail.digest('dana@digest.test', note('Later'));
    expect((await smtp.next('dana@digest.test', 'Later', 30_000)).subject).toBe('Later | ICON');
  });
});

describe('mail a person waits for goes ahead of notification mail', () => {
  it('delivers a guest code queued behind 100 notices before the notices are through', async () => {
    const notices = 100;
    for (let i = 0; i < notices; i++) {
      await t.app.mail.notice(
        composeMail(t.app.config, `approver${i}@notice.test`, {
          subject: `Time sheet to approve ${i}`,
          greeting: 'Hello,',
          paragraphs: ['A time sheet waits for you.'],
        }),
      );
    }
    await t.app.mail.send(
      composeMail(t.app.config, 'guest@share.test', {
        subject: 'Your access code: 123456',
        greeting: 'Hello,',
        paragraphs: ['Your code to open the documents shared with you is 123456.'],
      }),
    );
    await smtp.next('guest@share.test', 'Your access code: 123456', 60_000);
    // At 40 ms a message the notices take 4 s or more; the code did not wait for them.
    const noticesBefore = smtp.inbox.filter((m) => m.to.endsWith('@notice.test')).length;
    expect(noticesBefore).toBeLessThan(notices);
    // The notices went over a few kept connections, not one handshake each.
    await expect
      .poll(() => smtp.inbox.filter((m) => m.to.endsWith('@notice.test')).length, { timeout: 60_000 })
      .toBe(notices);
    expect(smtp.connections()).toBeLessThan(10);
  }, 120_000);
});
