import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULES } from './modules/index.ts';
import { definedEvents } from './platform/events.ts';
import type { ModuleManifest } from './platform/modules.ts';

/**
 * The links between modules through events: which module emits each event (the one whose index.ts exports it) and
 * which modules listen (their manifests' `listens`). An event nobody emits is a listener waiting for nothing.
 */
const root = fileURLToPath(new URL('./modules/', import.meta.url));
const dirs = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

interface Exporter {
  module: string;
  dir: string;
  exportName: string;
}

/** Every module's surface, read through its index.ts the way another module imports it. */
async function exportersByEvent() {
  const events = new Set<unknown>(definedEvents().values());
  const manifests = new Set<unknown>(MODULES);
  const found = new Map<string, Exporter[]>();
  for (const dir of dirs) {
    const surface = (await import(`./modules/${dir}/index.ts`)) as Record<string, unknown>;
    const manifest = Object.values(surface).find((v) => manifests.has(v)) as ModuleManifest | undefined;
    for (const [exportName, value] of Object.entries(surface)) {
      if (!events.has(value)) continue;
      const { name } = value as { name: string };
      found.set(name, [...(found.get(name) ?? []), { module: manifest?.name ?? dir, dir, exportName }]);
    }
  }
  return found;
}

/**
 * Whether the module's own code (not its tests) calls `<exportName>.emit(`, or names the event for a status in a
 * workflow's `tellMoves(..., [[status, <exportName>], ...])`, which emits it for the moves into that status.
 */
function emitsIn(dir: string, exportName: string) {
  const emit = new RegExp(`\\b${exportName}\\.emit\\(`);
  const told = new RegExp(`\\[\\s*'[^']+',\\s*${exportName}\\s*\\]`);
  const files = readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  return files.some((f) => {
    const code = readFileSync(`${root}${dir}/${f}`, 'utf8');
    return emit.test(code) || (code.includes('tellMoves(') && told.test(code));
  });
}

describe('domain events', () => {
  it('each event is exported by one module, which emits it; this prints who listens to what', async () => {
    const exporters = await exportersByEvent();
    const listeners = new Map<string, string[]>();
    for (const mod of MODULES) {
      for (const { event } of mod.listens ?? []) {
        const now = listeners.get(event.name) ?? [];
        if (!now.includes(mod.name)) listeners.set(event.name, [...now, mod.name]);
      }
    }
    const names = [...definedEvents().keys()].sort();
    const lines = names.map((name) => {
      const from = (exporters.get(name) ?? []).map((e) => `${e.module} (${e.exportName})`).join(', ') || '(nobody)';
      return `${name.padEnd(32)} ${from.padEnd(52)} -> ${(listeners.get(name) ?? []).join(', ') || '(nobody)'}`;
    });
    console.log(`event -> emitting module (export) -> listening modules\n${lines.join('\n')}`);

    expect(names.length).toBeGreaterThan(0);
    // Exported by exactly one module's index.ts: the emitter, and what a listener or an integration imports.
    expect(names.filter((name) => exporters.get(name)?.length !== 1)).toEqual([]);
    // Emitted by that module: an event nothing emits fails here.
    const silent = names.filter((name) => {
      const [e] = exporters.get(name) ?? [];
      return !e || !emitsIn(e.dir, e.exportName);
    });
    expect(silent).toEqual([]);
  });

  it('the payments module listens to time sheet approval', async () => {
    const payments = MODULES.find((m) => m.name === 'payments');
    expect((payments?.listens ?? []).map((s) => s.event.name)).toContain('timesheet.approved');
  });
});
