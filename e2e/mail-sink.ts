/**
 * A real SMTP server on loopback for the browser tests: the portal sends through it (SMTP_URL) and each message is
 * written as JSON to .tmp/e2e-mail, where the specs read it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const dir = path.resolve(process.env.MAIL_DIR ?? '.tmp/e2e-mail');
const port = Number(process.env.MAIL_PORT ?? 2526);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
let seq = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
        seq += 1;
        const file = path.join(dir, `${Date.now()}-${seq}.json`);
        writeFileSync(file, JSON.stringify({ to: (to ?? '').toLowerCase(), subject: mail.subject, text: mail.text }));
        callback();
      })
      .catch(callback);
  },
});
server.listen(port, '127.0.0.1', () => console.log(`mail sink on ${port}, writing to ${dir}`));
