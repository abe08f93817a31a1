import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ChildInstance {
  process: ChildProcess;
  url: string;
  /** Every line the process printed so far. */
  lines: string[];
  /** Resolves when a printed line matches. */
  waitForLine(pattern: RegExp): Promise<string>;
  exited: Promise<number | null>;
}

/** Starts `instance-process.ts` in its own Node process with `env` and waits until it listens. */
export async function startChildInstance(env: Record<string, string>): Promise<ChildInstance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/test/instance-process.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      MFA_REQUIRED_FOR_SUPER_ADMINS: 'false',
      WEB_DIST: '/nonexistent-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      lines.push(line);
      for (const w of [...waiters]) {
        if (w.pattern.test(line)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(line);
        }
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitForLine = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const seen = lines.find((l) => pattern.test(l));
      if (seen) return resolve(seen);
      waiters.push({ pattern, resolve });
      exited.then((code) => reject(new Error(`instance exited (${code}) before ${pattern}:\n${lines.join('\n')}`)));
    });
  const ready = await waitForLine(/^ready /);
  return { process: child, url: ready.slice('ready '.length).trim(), lines, waitForLine, exited };
}
