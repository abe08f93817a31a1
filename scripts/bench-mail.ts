/**
 * Mail under load (`node --import tsx scripts/bench-mail.ts`; on PostgreSQL with BENCH_DATABASE_URL, else PGlite):
 * 1. 1,000 notices queued (one per recipient, so none is gathered), then a guest's access code: how long the code
 *    waits before the mail server has it (target under 30 s), and how many notices went out before it.
 * 2. 1,000 notification e-mails to 20 staff users within the gathering window: how many messages they become.
 * The mail server is a loopback SMTP sink taking BENCH_SMTP_DELAY_MS (50) per message, as a loaded one does.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { composeMail } from '../server/src/platform/mail.ts';
import { startSmtp } from '../server/src/test/smtp.ts';
import { openBenchApp, target } from './bench-app.ts';

const NOTICES = 1000;
const STAFF = 20;
const DIGEST_SECONDS = 2;
const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min)`;

const smtp = await startSmtp({ delayMs: Number(process.env.BENCH_SMTP_DELAY_MS ?? 50) });
const bench = await openBenchApp({
  url: process.env.BENCH_DATABASE_URL,
  env: { SMTP_URL: smtp.url, MAIL_DIGEST_SECONDS: String(DIGEST_SECONDS) },
});
const { mail, config } = bench.app;
try {
  console.log(`mail bench on ${bench.postgres ? 'PostgreSQL' : 'PGlite'}; ${load()}`);

  const queued = performance.now();
  for (let i = 0; i < NOTICES; i++) {
    await mail.notice(
      composeMail(config, `approver${i}@bench.test`, {
        subject: `Time sheet to approve ${i}`,
        greeting: 'Hello,',
        paragraphs: ['A time sheet waits for your approval.'],
      }),
    );
  }
  const sentAt = performance.now();
  await mail.send(
    composeMail(config, 'guest@bench.test', {
      subject: 'Your access code: 123456',
      greeting: 'Hello,',
      paragraphs: ['Your code to open the documents shared with you is 123456.'],
    }),
  );
  await smtp.next('guest@bench.test', 'Your access code', 300_000);
  const waitedS = (performance.now() - sentAt) / 1000;
  const before = smtp.inbox.filter((m) => m.to.endsWith('@bench.test')).length;
  console.log(
    `\n1. guest code behind ${NOTICES} queued notices (queued in ${((sentAt - queued) / 1000).toFixed(1)} s)\n` +
      `   delivered after ${waitedS.toFixed(2)} s, ${before} notices out before it; ${load()}\n` +
      `   ${target(waitedS < 30, 'under 30 s')}`,
  );
  // The digests of part 2 go out on the notices' queue: let part 1's backlog drain first, and say how fast it went.
  const noticesOut = () => smtp.inbox.filter((m) => m.to.startsWith('approver')).length;
  while (noticesOut() < NOTICES && performance.now() - sentAt < 900_000) await new Promise((r) => setTimeout(r, 500));
  const drainedS = (performance.now() - sentAt) / 1000;
  console.log(
    `   ${noticesOut()} notices out after ${drainedS.toFixed(1)} s (${((noticesOut() / drainedS) * 60).toFixed(0)} a minute)`,
  );
  smtp.inbox.length = 0;

  const users = Array.from({ length: STAFF }, (_, i) => `staff${i}@bench.test`);
  const started = performance.now();
  for (let i = 0; i < NOTICES; i++) {
    await mail.digest(users[i % STAFF] ?? '', {
      subject: 'Time sheet waiting for approval',
      greeting: 'Hello,',
      paragraphs: [`Time sheet ${i} was submitted.`],
    });
  }
  const deadline = Date.now() + 300_000;
  const got = () => smtp.inbox.filter((m) => m.to.startsWith('staff'));
  const mentioned = () => got().reduce((n, m) => n + (m.text.match(/was submitted\./g)?.length ?? 0), 0);
  while (mentioned() < NOTICES && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  console.log(
    `\n2. ${NOTICES} notification e-mails to ${STAFF} people within ${DIGEST_SECONDS} s of gathering\n` +
      `   became ${got().length} messages carrying ${mentioned()} notifications, ` +
      `all out after ${((performance.now() - started) / 1000).toFixed(1)} s; ${load()}`,
  );
} finally {
  await bench.close();
  await smtp.close();
}
