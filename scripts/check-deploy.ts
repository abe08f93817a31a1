import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';

/**
 * One build recipe (docs/decisions/0029). No Docker engine runs on the project's machines, so `npm run lint` checks
 * what it can of the image and the compose file without one:
 * - every file or folder the Dockerfile COPYs from the build context exists and is not in .dockerignore;
 * - the image builds with the scripts CI runs (`npm ci`, `npm run build`) and no build step of its own, runs what
 *   `npm run serve` runs, and every stage is on one Node major;
 * - compose.yaml parses; every variable it interpolates is in the README's `.env` table and every row of that table
 *   is used; every variable it hands a portal instance is in the README's Configuration table.
 */
export interface DeployFiles {
  dockerfile: string;
  dockerignore: string;
  compose: string;
  readme: string;
  packageJson: string;
}

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions, continuation lines joined, comments and parser directives dropped. */
function instructionsOf(dockerfile: string): Instruction[] {
  const joined = dockerfile
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** The words of `["a", "b"]` (exec form) or `a b` (shell form). */
const allWordsOf = (args: string): string[] =>
  args.trim().startsWith('[') ? (JSON.parse(args) as string[]) : args.trim().split(/\s+/);

/** The words without the `--flag=value` options. */
function wordsOf(args: string): { flags: string[]; words: string[] } {
  const all = allWordsOf(args);
  return { flags: all.filter((w) => w.startsWith('--')), words: all.filter((w) => !w.startsWith('--')) };
}

/** A .dockerignore pattern that leaves this context path out (the plain and `**` forms the project uses). */
const ignoredBy = (dockerignore: string, source: string) => {
  const clean = source.replace(/^\.\//, '').replace(/\/$/, '');
  return dockerignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
    .some((pattern) => {
      const bare = pattern.replace(/^\*\*\//, '').replace(/\/$/, '');
      return (
        clean === bare || clean.startsWith(`${bare}/`) || (pattern.startsWith('**/') && clean.split('/').includes(bare))
      );
    });
};

/** The backticked upper-case names in the first column of the table under the README heading `heading`. */
export function readmeTableVariables(readme: string, heading: string): Set<string> {
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start < 0) return new Set();
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    const firstCell = line.startsWith('|') ? line.split('|')[1] : undefined;
    for (const m of firstCell?.matchAll(/`([A-Z][A-Z0-9_]*)`/g) ?? []) if (m[1]) names.add(m[1]);
  }
  return names;
}

function dockerfileFindings(files: DeployFiles, exists: (source: string) => boolean): string[] {
  const findings: string[] = [];
  const instructions = instructionsOf(files.dockerfile);
  const stages = new Set<string>();
  const nodeMajors = new Set<string>();
  for (const { keyword, args } of instructions) {
    if (keyword === 'FROM') {
      const [image = '', as, name] = args.split(/\s+/);
      if (as?.toUpperCase() === 'AS' && name) stages.add(name);
      const major = image.match(/^node:(\d+)/)?.[1];
      if (major) nodeMajors.add(major);
    }
    if (keyword === 'COPY' || keyword === 'ADD') {
      const { flags, words } = wordsOf(args);
      const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length);
      if (from) {
        if (!stages.has(from)) findings.push(`Dockerfile: COPY --from=${from} names no earlier stage`);
        continue;
      }
      for (const source of words.slice(0, -1)) {
        if (!exists(source)) findings.push(`Dockerfile: COPY ${source}: no such file or folder in the repository`);
        else if (ignoredBy(files.dockerignore, source)) findings.push(`Dockerfile: COPY ${source} is in .dockerignore`);
      }
    }
    if (keyword === 'RUN' && /\b(npx|vite|esbuild|tsc|tsx)\b|npm run (?!build\b)/.test(args)) {
      findings.push(
        `Dockerfile: RUN ${args}: build with the scripts CI runs (npm ci, npm run build), not a step of its own`,
      );
    }
  }
  const runs = instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
  if (!runs.some((r) => /^npm ci\b/.test(r))) findings.push('Dockerfile: no RUN npm ci (the install CI runs)');
  if (!runs.includes('npm run build')) findings.push('Dockerfile: no RUN npm run build (the build CI runs)');
  if (nodeMajors.size !== 1)
    findings.push(`Dockerfile: stages on Node ${[...nodeMajors].join(', ') || 'none'}, not one major`);
  const serve = (JSON.parse(files.packageJson) as { scripts: { serve: string } }).scripts.serve.trim().split(/\s+/);
  const cmd = instructions.filter((i) => i.keyword === 'CMD').pop();
  if (!cmd || allWordsOf(cmd.args).join(' ') !== serve.join(' ')) {
    findings.push(`Dockerfile: CMD is not what npm run serve runs (${serve.join(' ')})`);
  }
  return findings;
}

function composeFindings(files: DeployFiles): string[] {
  const doc = parseDocument(files.compose);
  if (doc.errors.length > 0) return doc.errors.map((e) => `compose.yaml does not parse: ${e.message}`);
  const findings: string[] = [];
  const dotEnvTable = readmeTableVariables(files.readme, 'Production with Docker');
  const configTable = readmeTableVariables(files.readme, 'Configuration');
  const interpolated = new Set([...files.compose.matchAll(/(?<!\$)\$\{(\w+)/g)].map((m) => m[1] ?? ''));
  for (const name of interpolated) {
    if (!dotEnvTable.has(name))
      findings.push(`compose.yaml uses \${${name}}, which the README's .env table does not list`);
  }
  for (const name of dotEnvTable) {
    if (!interpolated.has(name)) findings.push(`README's .env table lists ${name}, which compose.yaml never uses`);
  }
  const services = (doc.toJS() as { services?: Record<string, { environment?: Record<string, unknown> }> }).services;
  for (const [service, { environment = {} } = {}] of Object.entries(services ?? {})) {
    if (!service.startsWith('portal')) continue;
    for (const name of Object.keys(environment)) {
      if (!configTable.has(name))
        findings.push(`compose.yaml gives ${service} ${name}, which the README's Configuration table does not list`);
    }
  }
  return findings;
}

/** Everything that keeps the image and the compose file from matching the repository and the README. */
export function deployFindings(files: DeployFiles, exists: (source: string) => boolean): string[] {
  return [...dockerfileFindings(files, exists), ...composeFindings(files)];
}

export function readDeployFiles(root: string): DeployFiles {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  return {
    dockerfile: read('Dockerfile'),
    dockerignore: existsSync(path.join(root, '.dockerignore')) ? read('.dockerignore') : '',
    compose: read('compose.yaml'),
    readme: read('README.md'),
    packageJson: read('package.json'),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const findings = deployFindings(readDeployFiles(root), (source) => existsSync(path.join(root, source)));
  for (const finding of findings) console.error(finding);
  if (findings.length > 0) process.exit(1);
  console.log(
    'deploy: the Dockerfile copies what exists and builds with npm run build; compose.yaml matches the README',
  );
}
