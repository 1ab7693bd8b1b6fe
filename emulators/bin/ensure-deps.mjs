// Runs before `npm start` and `npm test` (plain Node, no dependencies: it may run before any
// are installed). Installs the project's dependencies when node_modules is missing or older than
// package-lock.json, so that the README's two commands work on a fresh clone by themselves.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lock = path.join(root, 'package-lock.json');
// npm writes this file at every install: its age is the age of node_modules.
const installed = path.join(root, 'node_modules', '.package-lock.json');

function reason() {
  if (!existsSync(installed)) return 'node_modules is missing';
  if (statSync(installed).mtimeMs < statSync(lock).mtimeMs)
    return 'package-lock.json is newer than node_modules';
  return null;
}

const why = reason();
if (why) {
  console.log(`Installing dependencies (${why}): npm ci …`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('\n✖ Installing the dependencies failed (see npm’s message above).');
    process.exit(result.status ?? 1);
  }
}
