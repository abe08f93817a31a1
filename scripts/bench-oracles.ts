/**
 * Does forgot-password take longer for an address with an account than for one without?
 * Alternates known and unknown addresses through app.inject (routing, validation, the service, the job insert)
 * on in-memory PGlite, or on TEST_DATABASE_URL when set, and prints median and mean per kind and their
 * difference (target: under 1 ms). Run: node --import tsx scripts/bench-oracles.ts
 */
import { buildTestApp } from '../server/src/test/buildTestApp.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

const t = await buildTestApp({ MAIL_RATE_LIMIT: '1000000' });
try {
  const { email: known } = await t.createUser({});
  const time = async (email: string) => {
    const started = process.hrtime.bigint();
    const res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.statusCode !== 200) throw new Error(`forgot-password answered ${res.statusCode}: ${res.body}`);
    return ms;
  };
  for (let i = 0; i < 20; i++) await time(i % 2 ? known : `warm-${i}@example.com`); // warm-up
  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    knownMs.push(await time(known));
    unknownMs.push(await time(`nobody-${i}@example.com`));
  }
  const row = (label: string, xs: number[]) =>
    console.log(`${label.padEnd(10)} median ${median(xs).toFixed(3)} ms   mean ${mean(xs).toFixed(3)} ms`);
  console.log(`forgot-password, ${RUNS} requests of each kind`);
  row('known', knownMs);
  row('unknown', unknownMs);
  const diff = Math.abs(median(knownMs) - median(unknownMs));
  console.log(`difference of medians ${diff.toFixed(3)} ms (${diff < 1 ? 'under' : 'NOT under'} 1 ms)`);
} finally {
  await t.close();
}
