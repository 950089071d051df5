/**
 * `npm run lockfile:platforms` — run after `npm install` changes the lockfile.
 *
 * The package registry these machines reach lacks most platform builds of
 * packages that ship native binaries as optional dependencies (pagefind's
 * @pagefind/darwin-arm64 and friends). `npm install` then leaves them out of
 * package-lock.json, and `npm ci` refuses the lockfile ("Missing: … from lock
 * file"). This adds the missing entries, marked optional and restricted to
 * their platform (read from the package name), so npm ci never fetches them
 * on Linux and the lockfile stays valid.
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LockPackage {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const OS: [RegExp, string][] = [
  [/darwin|macos/, 'darwin'],
  [/win32|windows/, 'win32'],
  [/freebsd/, 'freebsd'],
  [/openbsd/, 'openbsd'],
  [/android/, 'android'],
  [/linux/, 'linux'],
];
const CPU: [RegExp, string][] = [
  [/arm64|aarch64/, 'arm64'],
  [/x64|x86_64|amd64/, 'x64'],
  [/ia32|x86(?!_)/, 'ia32'],
  [/\barm\b|armv7|arm-/, 'arm'],
];

const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockPackage> };
const added: string[] = [];
for (const [, pkg] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const os = OS.find(([re]) => re.test(name))?.[1];
    const cpu = CPU.find(([re]) => re.test(name))?.[1];
    if (!os || !cpu) {
      console.error(`cannot tell the platform of ${name}; add it to package-lock.json by hand`);
      process.exit(1);
    }
    lock.packages[key] = { version: range.replace(/^[\^~=]/, ''), cpu: [cpu], optional: true, os: [os] };
    added.push(name);
  }
}
if (added.length > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(
  added.length > 0
    ? `added ${added.length} platform entries: ${added.join(', ')}`
    : 'package-lock.json needs no platform entries',
);
