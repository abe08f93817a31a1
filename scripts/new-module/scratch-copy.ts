import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throw-away copy of the repository's files (tracked and new, as git lists them) in a temporary folder, sharing
 * the installed packages: its node_modules links each package to the original's, except the workspaces
 * (@portal/*), which link to the copy's own folders, so the copy compiles and runs its own contracts.
 */
export function scratchCopy(root: string, prefix = 'portal-copy-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    try {
      cpSync(path.join(root, file), path.join(dir, file), { recursive: false });
    } catch (error) {
      // A file deleted in the work tree but not yet in the index is not part of the copy.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(dir, 'node_modules/@portal'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry !== '@portal') symlinkSync(path.join(modules, entry), path.join(dir, 'node_modules', entry));
  }
  for (const workspace of readdirSync(path.join(modules, '@portal'))) {
    symlinkSync(`../../${workspace}`, path.join(dir, 'node_modules/@portal', workspace));
  }
  // Packages a workspace keeps to itself (versions that differ from the root's).
  for (const workspace of ['contracts', 'server', 'web']) {
    const own = path.join(root, workspace, 'node_modules');
    if (existsSync(own)) symlinkSync(own, path.join(dir, workspace, 'node_modules'));
  }
  return dir;
}
