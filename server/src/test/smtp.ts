import type { AddressInfo } from 'node:net';
import { first } from '@portal/contracts';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first link in the text part. */
  link: string;
}

/**
 * A real SMTP server on loopback: tests read exactly what the portal sent. `delayMs` makes each message take that
 * long to be accepted, as a slow mail server does.
 */
export async function startSmtp({ delayMs = 0 } = {}) {
  const inbox: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail: ParsedMail) => {
          if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
          return mail;
        })
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          const text = mail.text ?? '';
          inbox.push({
            to: (to ?? '').toLowerCase(),
            subject: mail.subject ?? '',
            text,
            html: typeof mail.html === 'string' ? mail.html : '',
            link: text.match(/https?:\/\/\S+/)?.[0] ?? '',
          });
          for (const w of waiters.splice(0)) w();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Waits for the next message to `to` whose subject contains `subject`, consuming it. */
  async function next(to: string, subject = '', timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = inbox.findIndex((m) => m.to === to.toLowerCase() && m.subject.includes(subject));
      if (i >= 0) return first(inbox.splice(i, 1), 'the mail');
      if (Date.now() > deadline) throw new Error(`no mail to ${to} (${subject}) within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    next,
    /** How many SMTP connections were opened to it so far. */
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;
