import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { type DeployFiles, deployFindings, readDeployFiles, readmeTableVariables } from './check-deploy.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const real = readDeployFiles(root);
const exists = (source: string) => existsSync(path.join(root, source));
const findingsWith = (change: Partial<DeployFiles>) => deployFindings({ ...real, ...change }, exists);

describe('the deploy check (one build recipe)', () => {
  it('passes on the repository as it is', () => {
    expect(deployFindings(real, exists)).toEqual([]);
  });

  it('reads both README tables', () => {
    expect(readmeTableVariables(real.readme, 'Production with Docker')).toContain('POSTGRES_PASSWORD');
    expect(readmeTableVariables(real.readme, 'Configuration')).toContain('STORAGE_DRIVER');
  });

  it('names a COPY source that does not exist or that .dockerignore leaves out', () => {
    const dockerfile = real.dockerfile.replace(
      'COPY scripts scripts',
      'COPY scripts scripts\nCOPY tools tools\nCOPY e2e e2e',
    );
    expect(findingsWith({ dockerfile })).toEqual([
      'Dockerfile: COPY tools: no such file or folder in the repository',
      'Dockerfile: COPY e2e is in .dockerignore',
    ]);
  });

  it('refuses an image built by steps of its own, or on two Node majors', () => {
    const ownBuild = real.dockerfile.replace('RUN npm run build', 'RUN npx vite build web');
    expect(findingsWith({ dockerfile: ownBuild })).toEqual([
      'Dockerfile: RUN npx vite build web: build with the scripts CI runs (npm ci, npm run build), not a step of its own',
      'Dockerfile: no RUN npm run build (the build CI runs)',
    ]);
    const twoMajors = real.dockerfile.replace(
      /FROM node:\d+-bookworm-slim AS build/,
      'FROM node:18-bookworm-slim AS build',
    );
    expect(findingsWith({ dockerfile: twoMajors })[0]).toMatch(/^Dockerfile: stages on Node 18, \d+, not one major$/);
  });

  it('refuses a CMD other than what npm run serve runs', () => {
    const dockerfile = real.dockerfile.replace(/^CMD .*$/m, 'CMD ["node", "--inspect", "server/dist/main.js"]');
    expect(findingsWith({ dockerfile })).toEqual([
      expect.stringMatching(/^Dockerfile: CMD is not what npm run serve runs/),
    ]);
  });

  it('refuses a compose file that does not parse, or whose variables the README does not list', () => {
    expect(findingsWith({ compose: 'services:\n  a: [1\n' })[0]).toMatch(/^compose.yaml does not parse/);
    const compose = real.compose.replace(
      'REDIS_URL: redis://redis:6379',
      `REDIS_URL: redis://redis:6379\n    CACHE_SIZE: ${'$'}{CACHE_SIZE:-9}`,
    );
    expect(findingsWith({ compose })).toEqual([
      `compose.yaml uses ${'$'}{CACHE_SIZE}, which the README's .env table does not list`,
      "compose.yaml gives portal-1 CACHE_SIZE, which the README's Configuration table does not list",
      "compose.yaml gives portal-2 CACHE_SIZE, which the README's Configuration table does not list",
    ]);
    const readme = real.readme.replace('| `HTTP_PORT`, `HTTPS_PORT`', '| `HTTP_PORT`, `HTTPS_PORT`, `OLD_PORT`');
    expect(findingsWith({ readme })).toEqual(["README's .env table lists OLD_PORT, which compose.yaml never uses"]);
  });

  it('fails the lint step (exit code 1) on a checkout whose Dockerfile copies a missing folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'deploy-'));
    try {
      for (const file of ['Dockerfile', '.dockerignore', 'compose.yaml', 'README.md', 'package.json']) {
        await cp(path.join(root, file), path.join(dir, file));
      }
      await writeFile(
        path.join(dir, 'Dockerfile'),
        real.dockerfile.replace('COPY web web', 'COPY web web\nCOPY tools tools'),
      );
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/check-deploy.ts', dir], {
        cwd: root,
      });
      await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('COPY tools: no such file') });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
