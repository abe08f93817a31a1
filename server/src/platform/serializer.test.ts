import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.ts';

const app = Fastify();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const response = { 200: z.object({ name: z.string(), at: z.iso.datetime(), tags: z.array(z.string()).optional() }) };
  app.get('/extra', { schema: { response } }, async () => ({ name: 'Pat', at: '2026-11-26T10:00:00.000Z', hash: 'x' }));
  app.get('/wrong', { schema: { response } }, async () => ({ name: 7, at: 'yesterday' }));
  await app.ready();
});
afterAll(() => app.close());

describe('every answer goes through its zod schema', () => {
  it('strips what the schema does not name and keeps its order', async () => {
    const res = await app.inject({ method: 'GET', url: '/extra' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"name":"Pat","at":"2026-11-26T10:00:00.000Z"}');
  });

  it('refuses an answer that breaks the schema (a 500, never the wrong data)', async () => {
    const res = await app.inject({ method: 'GET', url: '/wrong' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('yesterday');
  });
});
