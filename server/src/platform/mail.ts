import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Jobs } from './jobs.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Queues the message; a job sends it, retrying on failure, so the request never waits on SMTP. Given the
   * mutation's transaction `tx`, the mail is queued if and only if the mutation commits: a crash between the two
   * can neither lose the mail nor send one for a change that never happened.
   */
  send(message: MailMessage, tx?: Db): Promise<void>;
}

const MAIL_QUEUE = 'mail';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One layout for every message: a plain-text part and an HTML part, both naming the organisation. */
export function composeMail(
  config: Config,
  to: string,
  m: { subject: string; greeting: string; paragraphs: string[]; action?: { label: string; url: string } },
): MailMessage {
  const sign = `${config.ORG_NAME} Portal`;
  const text = [
    m.greeting,
    '',
    ...m.paragraphs.flatMap((p) => [p, '']),
    ...(m.action ? [`${m.action.label}: ${m.action.url}`, ''] : []),
    `— ${sign}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<h2 style="color:#0b5cab">${escapeHtml(config.ORG_NAME)}</h2>
<p>${escapeHtml(m.greeting)}</p>
${m.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${m.action ? `<p><a href="${escapeHtml(m.action.url)}" style="background:#0b5cab;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(m.action.label)}</a></p><p style="font-size:12px">Or open: ${escapeHtml(m.action.url)}</p>` : ''}
<p style="color:#6b7280">— ${escapeHtml(sign)}</p></body></html>`;
  return { to, subject: `${m.subject} | ${config.ORG_NAME}`, text, html };
}

function transportFor(config: Config): { transport: Transporter; outbox?: string } {
  if (config.SMTP_URL) return { transport: nodemailer.createTransport(config.SMTP_URL) };
  return {
    transport: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    outbox: path.resolve(config.DATA_DIR, 'outbox'),
  };
}

export async function createMailer(config: Config, jobs: Jobs, log: FastifyBaseLogger): Promise<Mailer> {
  const { transport, outbox } = transportFor(config);
  await jobs.work<MailMessage>(MAIL_QUEUE, async (message) => {
    const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
    if (outbox) {
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${message.to.replace(/[^\w.@-]/g, '_')}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: message.to, subject: message.subject, file, links }, 'mail written to outbox');
    }
  });
  return {
    async send(message, tx) {
      await jobs.send(MAIL_QUEUE, message, { tx });
    },
  };
}
