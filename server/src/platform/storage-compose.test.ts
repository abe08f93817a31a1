import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../config.ts';

/**
 * compose.yaml is not built on this machine (no Docker engine): it is checked here as far as can be without one.
 * It parses, its portal instances store files in its S3-compatible store, the bucket step runs before them, and
 * each instance's environment, with .env's variables filled in, is a configuration the portal accepts.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const compose = parse(readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'));
const envExample = readFileSync(path.join(ROOT, 'deploy/portal.env.example'), 'utf8');

/** Compose's interpolation of ${NAME}, ${NAME:-default}, ${NAME:?error} and $$, from `vars`. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\$|\$\{(\w+)(?::([-?])([^}]*))?\}/g, (match, name, op, arg) => {
    if (match === '$$') return '$';
    const set = vars[name];
    if (op === '?' && !set) throw new Error(`compose would stop: ${arg}`);
    return set || (op === '-' ? arg : '');
  });
}

/** What an operator puts in .env: every variable of the example, the empty ones filled in. */
const dotEnv: Record<string, string> = Object.fromEntries(
  envExample
    .split('\n')
    .filter((line) => /^[A-Z0-9_]+=/.test(line))
    .map((line) => {
      const [name = '', value] = line.split(/=(.*)/s);
      return [name, value || `${name.toLowerCase()}-value-long-enough-for-a-secret-0123`];
    }),
);

const environmentOf = (service: string) =>
  Object.fromEntries(
    Object.entries(compose.services[service].environment as Record<string, string>).map(([k, v]) => [
      k,
      interpolate(String(v), dotEnv),
    ]),
  );

describe('compose.yaml', () => {
  it('runs two portal instances, PostgreSQL, Redis, MinIO with its bucket step, and a proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['minio', 'minio-setup', 'portal-1', 'portal-2', 'postgres', 'proxy', 'redis'].sort(),
    );
  });

  it('gives both instances a valid S3 configuration on the same bucket, after the bucket step', () => {
    for (const name of ['portal-1', 'portal-2']) {
      const env = environmentOf(name);
      const config = loadConfig(env);
      expect(config.STORAGE_DRIVER).toBe('s3');
      expect(config.S3_ENDPOINT).toBe('http://minio:9000');
      expect(config.S3_FORCE_PATH_STYLE).toBe(true);
      expect(config.S3_BUCKET).toBe('portal-files');
      expect(compose.services[name].depends_on['minio-setup']).toEqual({ condition: 'service_completed_successfully' });
    }
  });

  it('creates the bucket and the user the instances use', () => {
    const portal = environmentOf('portal-1');
    const setup = environmentOf('minio-setup');
    expect(compose.services['minio-setup'].depends_on.minio).toEqual({ condition: 'service_healthy' });
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(setup[name]).toBe(portal[name]);
    expect(setup.MINIO_ROOT_USER).toBe(environmentOf('minio').MINIO_ROOT_USER);
    const script = interpolate(compose.services['minio-setup'].command[0], {});
    expect(script).toContain('mc mb --ignore-existing "store/$S3_BUCKET"');
    expect(script).toContain('mc admin user add store "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"');
  });

  it('asks for every required variable in deploy/portal.env.example', () => {
    const required = [...readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8').matchAll(/\$\{(\w+):\?/g)].map(
      (m) => m[1],
    );
    expect(required.length).toBeGreaterThan(0);
    for (const name of new Set(required)) expect(envExample).toMatch(new RegExp(`^${name}=`, 'm'));
    expect(() => environmentOf('portal-1')).not.toThrow();
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own syntax, not a template
    expect(() => interpolate('${S3_SECRET_ACCESS_KEY:?set it}', {})).toThrow('compose would stop: set it');
  });
});
