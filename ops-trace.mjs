import { PGlite } from '@electric-sql/pglite';
const t0 = performance.now();
const log = [];
for (const m of ['query', 'exec']) {
  const orig = PGlite.prototype[m];
  PGlite.prototype[m] = async function (text, ...rest) {
    const s = performance.now();
    try { return await orig.call(this, text, ...rest); }
    finally { log.push([s - t0, performance.now() - s, m, String(text).replace(/\s+/g, ' ').slice(0, 110)]); }
  };
}
const origWait = Object.getOwnPropertyDescriptor(PGlite.prototype, 'waitReady');
process.on('SIGINT', () => {
  for (const [at, d, m, t] of log) console.error(`${at.toFixed(0).padStart(7)} ${d.toFixed(1).padStart(8)} ${m} ${t}`);
  console.error('total query ms', log.reduce((a, x) => a + x[1], 0).toFixed(0), 'count', log.length);
});
const origLog = console.log;
console.log = (...a) => { if (String(a[0]).includes('running at')) console.error('RUNNING at', (performance.now() - t0).toFixed(0)); origLog(...a); };
