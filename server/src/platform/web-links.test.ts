import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webPaths, webRoutes, withQuery } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { webLink } from './web-links.ts';

const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.ts$/.test(entry.name) && !/\.(test|fixtures)\.ts$/.test(entry.name) ? [file] : [];
  });

/** The first segment of every web path ('/login', '/provider-view-timesheet', ...). */
const firstSegments = [
  ...new Set(
    Object.values(webRoutes)
      .map((pattern) => pattern.split('/')[1])
      .filter((segment): segment is string => Boolean(segment) && !segment?.startsWith(':')),
  ),
];

describe('links to web screens', () => {
  it('are the public address and a catalogue path', () => {
    const config = { PUBLIC_URL: 'https://portal.example.com' };
    expect(webLink(config, webPaths.login)).toBe('https://portal.example.com/login');
    expect(webLink(config, withQuery(webPaths.facilityViewTimesheet, { id: 't1', token: 'x' }))).toBe(
      'https://portal.example.com/facility-view-timesheet?id=t1&token=x',
    );
  });

  it('are never spelled in server code: every web path comes from the catalogue', () => {
    // Server code, not its tests or their fixtures. A string or template literal (or the text after an interpolation) that starts with a web path's first segment.
    const spelled = new RegExp(`['"\`}]/(${firstSegments.join('|')})(?=[/?'"\`#]|$)`, 'gm');
    const found = sources(SERVER_SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          line.match(spelled) ? [`${path.relative(SERVER_SRC, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
