import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { mailDigestItems } from '../db/schema/index.ts';
import type { Jobs, QueueOptions } from './jobs.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What one message says, before the layout: the parts `composeMail` lays out. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Said once at the end, also when the message is gathered into a digest. */
  footer?: string;
}

/**
 * Every send only queues: a job delivers, retrying on failure, so a request never waits on SMTP. Given the
 * mutation's transaction `tx`, the mail is queued if and only if the mutation commits: a crash between the two can
 * neither lose the mail nor send one for a change that never happened. Three ways, by who waits for the mail:
 */
export interface Mailer {
  /**
   * Mail a person is waiting for at this moment (sign-in and guest codes, password reset, e-mail verification,
   * invitations, shares): its own queue, never behind notification mail.
   */
  send(message: MailMessage, tx?: Db): Promise<void>;
  /** Mail nobody is waiting for (links to act on, reminders, notices to contacts): delivered behind `send`'s. */
  notice(message: MailMessage, tx?: Db): Promise<void>;
  /**
   * Notification mail: gathered per recipient for `MAIL_DIGEST_SECONDS` from the first one, then sent as one
   * message (or as itself when it was alone), on `notice`'s queue.
   */
  digest(to: string, content: MailContent, tx?: Db): Promise<void>;
  /** Closes the kept SMTP connections (after the job workers stopped). */
  close(): void;
}

/** Queues: mail someone waits for; mail nobody waits for; the per-recipient gathering of notification mail. */
const MAIL_QUEUES = { now: 'mail', notice: 'mail-notice', digest: 'mail-digest' } as const;

/**
 * A delivery cut off by a crash counts as such this long after it started and runs again (plus pg-boss's upkeep
 * interval, 15 s, and a retry delay of a few seconds: within a minute). The SMTP timeouts below keep a live
 * delivery well inside it, so a slow server does not make a second copy.
 */
const MAIL_EXPIRE_SECONDS = 30;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 5_000, socketTimeout: 15_000 };
/** At most this many SMTP connections per instance, each used for this many messages before a fresh one. */
const SMTP_POOL = { maxConnections: 3, maxMessages: 100 };
const DELIVERY: QueueOptions = { expireInSeconds: MAIL_EXPIRE_SECONDS };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

interface Section {
  heading?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

/** One layout for every message: a plain-text part and an HTML part, both naming the organisation. */
function layout(
  config: Config,
  to: string,
  m: { subject: string; greeting: string; sections: Section[]; footer?: string },
): MailMessage {
  const sign = `${config.ORG_NAME} Portal`;
  const text = [
    m.greeting,
    '',
    ...m.sections.flatMap((s) => [
      ...(s.heading ? [s.heading, '-'.repeat(Math.min(s.heading.length, 72)), ''] : []),
      ...s.paragraphs.flatMap((p) => [p, '']),
      ...(s.action ? [`${s.action.label}: ${s.action.url}`, ''] : []),
    ]),
    ...(m.footer ? [m.footer, ''] : []),
    `— ${sign}`,
  ].join('\n');
  const button = (a: { label: string; url: string }) =>
    `<p><a href="${escapeHtml(a.url)}" style="background:#0b5cab;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(a.label)}</a></p><p style="font-size:12px">Or open: ${escapeHtml(a.url)}</p>`;
  const sections = m.sections
    .map((s) =>
      [
        s.heading ? `<h3 style="margin-bottom:4px">${escapeHtml(s.heading)}</h3>` : '',
        ...s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
        s.action ? button(s.action) : '',
      ].join('\n'),
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<h2 style="color:#0b5cab">${escapeHtml(config.ORG_NAME)}</h2>
<p>${escapeHtml(m.greeting)}</p>
${sections}
${m.footer ? `<p>${escapeHtml(m.footer)}</p>` : ''}
<p style="color:#6b7280">— ${escapeHtml(sign)}</p></body></html>`;
  return { to, subject: `${m.subject} | ${config.ORG_NAME}`, text, html };
}

/** A message in the one layout. */
export const composeMail = (config: Config, to: string, m: MailContent): MailMessage =>
  layout(config, to, { subject: m.subject, greeting: m.greeting, sections: [m], footer: m.footer });

/** Several notification messages to one person as one: each under its own subject, oldest first. */
function composeDigest(config: Config, to: string, items: MailContent[]): MailMessage {
  const [firstItem] = items;
  if (!firstItem) throw new Error('composeDigest: no message');
  if (items.length === 1) return composeMail(config, to, firstItem);
  return layout(config, to, {
    subject: `${items.length} new notifications`,
    greeting: firstItem.greeting,
    sections: items.map((m) => ({ heading: m.subject, paragraphs: m.paragraphs, action: m.action })),
    footer: items.find((m) => m.footer)?.footer,
  });
}

function transportFor(config: Config): { transport: Transporter; outbox?: string } {
  // Pooled: a backlog of notices goes over a few kept connections instead of a handshake per message.
  if (config.SMTP_URL) {
    return {
      transport: nodemailer.createTransport({ url: config.SMTP_URL, pool: true, ...SMTP_POOL, ...SMTP_TIMEOUTS }),
    };
  }
  return {
    transport: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    outbox: path.resolve(config.DATA_DIR, 'outbox'),
  };
}

export async function createMailer(config: Config, jobs: Jobs, db: Db, log: FastifyBaseLogger): Promise<Mailer> {
  const { transport, outbox } = transportFor(config);
  const deliver = async (message: MailMessage) => {
    const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
    if (outbox) {
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${message.to.replace(/[^\w.@-]/g, '_')}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: message.to, subject: message.subject, file, links }, 'mail written to outbox');
    }
  };
  // Each queue has its own worker, so a backlog of notices never holds up mail someone waits for.
  await jobs.work<MailMessage>(MAIL_QUEUES.now, deliver, DELIVERY);
  await jobs.work<MailMessage>(MAIL_QUEUES.notice, deliver, DELIVERY);
  // One waiting gathering job per recipient ('short' keeps one per singletonKey). The items are taken and their
  // message queued in one transaction: a crash loses none and sends none twice.
  await jobs.work<{ to: string }>(
    MAIL_QUEUES.digest,
    async ({ to }) => {
      await db.transaction(async (tx) => {
        const items = await tx.delete(mailDigestItems).where(eq(mailDigestItems.recipient, to)).returning({
          content: mailDigestItems.content,
          createdAt: mailDigestItems.createdAt,
          id: mailDigestItems.id,
        });
        if (items.length === 0) return;
        items.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
        const message = composeDigest(
          config,
          to,
          items.map((i) => i.content as MailContent),
        );
        await jobs.send(MAIL_QUEUES.notice, message, { tx });
      });
    },
    { policy: 'short', ...DELIVERY },
  );
  return {
    async send(message, tx) {
      await jobs.send(MAIL_QUEUES.now, message, { tx });
    },
    async notice(message, tx) {
      await jobs.send(MAIL_QUEUES.notice, message, { tx });
    },
    async digest(to, content, tx) {
      const recipient = to.toLowerCase();
      const gather = async (t: Db) => {
        await t.insert(mailDigestItems).values({ id: uuidv7(), recipient, content });
        await jobs.send(
          MAIL_QUEUES.digest,
          { to: recipient },
          {
            tx: t,
            singletonKey: recipient,
            // A date, not seconds: pg-boss binds a number as text to a timestamp parameter, which PostgreSQL refuses.
            startAfter: new Date(Date.now() + config.MAIL_DIGEST_SECONDS * 1000),
          },
        );
      };
      await (tx ? gather(tx) : db.transaction(gather));
    },
    close() {
      transport.close();
    },
  };
}
