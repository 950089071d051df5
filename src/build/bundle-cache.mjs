/**
 * A bundle kept and used again while every file it was made from is as it
 * was: scripts/build.mjs keeps the build's own TypeScript bundled this way
 * (about 60 ms of every build of unchanged code, measured 2026-11-24).
 * Plain JavaScript, as scripts/build.mjs is: it runs before any TypeScript
 * can be loaded.
 *
 * The bundles live in `cache`/<key>/, where the key is a hash of the files
 * the bundle was made from, as the bundler read them (not as they are on
 * disk afterwards: a file saved while the bundle is made gives another key
 * next time), and of `salt` (what else makes the bundle: the bundler's
 * version, its options). `cache`/inputs.json lists the files of the latest
 * bundle; the next call hashes them as they are now and uses that bundle if
 * it exists. Writes are atomic (a new folder or list is renamed into
 * place), so builds running at once never see half a bundle; bundles of
 * other keys go once they are ten minutes old (a build reads its bundle
 * within its first second).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** How old a bundle of another key may grow before it is removed. */
export const KEEP_MS = 10 * 60_000;

/**
 * The folder of a bundle of the files under `root`: the kept one if its
 * files are unchanged, else the one `bundle` makes. `bundle(outdir, read)`
 * writes the bundle into `outdir` and calls `read(file, contents)` for
 * every file it reads (an absolute path, and the bytes it bundled);
 * `expected` are the files the bundle must hold.
 *
 * @param {{ root: string, cache: string, salt: string, expected: string[], bundle: (outdir: string, read: (file: string, contents: Uint8Array) => void) => Promise<void> }} options
 * @returns {Promise<string>}
 */
export async function cachedBundle({ root, cache, salt, expected, bundle }) {
  const latest = path.join(cache, 'inputs.json');
  const complete = (/** @type {string} */ dir) => expected.every((file) => existsSync(path.join(dir, file)));
  /** @type {Map<string, Uint8Array>} */
  const now = new Map();
  try {
    for (const input of existsSync(latest) ? /** @type {string[]} */ (JSON.parse(readFileSync(latest, 'utf8'))) : []) now.set(input, readFileSync(path.join(root, input)));
  } catch {
    // A file of the latest bundle is gone (or the list is unreadable): bundle again.
    now.clear();
  }
  if (now.size > 0) {
    const kept = path.join(cache, keyOf(now, salt));
    if (complete(kept)) return kept;
  }

  /** @type {Map<string, Uint8Array>} */
  const read = new Map();
  const working = path.join(cache, `new-${process.pid}`);
  rmSync(working, { recursive: true, force: true });
  await bundle(working, (file, contents) => read.set(path.relative(root, file).split(path.sep).join('/'), contents));
  const key = keyOf(read, salt);
  const folder = path.join(cache, key);
  // Another build may have kept the same bundle meanwhile: the two are the same.
  if (complete(folder)) rmSync(working, { recursive: true, force: true });
  else {
    rmSync(folder, { recursive: true, force: true });
    renameSync(working, folder);
  }
  const list = path.join(cache, `inputs-${process.pid}.json`);
  writeFileSync(list, JSON.stringify([...read.keys()].sort()));
  renameSync(list, latest);
  for (const name of readdirSync(cache)) {
    const other = path.join(cache, name);
    if (name !== key && name !== 'inputs.json' && Date.now() - statSync(other).mtimeMs > KEEP_MS) rmSync(other, { recursive: true, force: true });
  }
  return folder;
}

/**
 * @param {Map<string, Uint8Array>} files relative path → contents
 * @param {string} salt
 */
function keyOf(files, salt) {
  const hash = createHash('sha256').update(salt);
  for (const name of [...files.keys()].sort()) hash.update(`\0${name}\0`).update(/** @type {Uint8Array} */ (files.get(name)));
  return hash.digest('hex').slice(0, 16);
}
