/**
 * The bare endpoint of `npm run bench`'s HTTP section, in a process of its own as the portal is: Fastify + a pg pool
 * of the portal's size, one POST route per endpoint (/bare/0, /bare/1...) answering `{ data: rows }` of its
 * replayed statements. Started by bench-http.ts with a JSON file of `{ url, endpoints: Captured[][] }`; prints its
 * origin as the first line of stdout.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { type Captured, replayer } from './bench-replay.ts';

const { url, endpoints } = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as {
  url: string;
  endpoints: Captured[][];
};
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify();
endpoints.forEach((statements, i) => {
  const replay = replayer(pool, statements);
  app.post(`/bare/${i}`, async () => ({ data: await replay() }));
});
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
process.on('SIGTERM', () => {
  app.close().then(() => pool.end().then(() => process.exit(0)));
});
