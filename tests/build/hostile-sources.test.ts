/**
 * Hostile sources stop the build: a link that could run script, an image
 * from elsewhere, raw HTML, a law the Laws do not have, a clause typed with a
 * look-alike letter, a source over the size limit, an invisible control
 * character, structures nested thousands deep, a file that cannot be read,
 * a registry that names a body it does not have, a law text saved in
 * Windows-1252, symbolic links (to a file outside content/, a folder to
 * itself) and an old copy of a guidance document in a subfolder. Each is reported at
 * file:line:column with its fix, all in one run, the build exits 1 before
 * anything is rendered, and the existing site is left exactly as it was. One
 * build from sources with all of these faults (an Astro start costs seconds);
 * each test reads its part of what it said.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runBuild } from '../../scripts/support/run-build';

const work = mkdtempSync(path.join(tmpdir(), 'kb-hostile-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const build = (contentDir: string, outDir: string) => runBuild({ contentDir, outDir, env: { NO_COLOR: '1' } });

/** A copy of the real sources, to spoil. */
function content(name: string): string {
  const dir = path.join(work, name);
  cpSync(path.join(ROOT, 'content'), dir, { recursive: true });
  return dir;
}

/** An existing site: a marker page whose bytes and time must survive a failed build. */
function previousSite(name: string): { dir: string; unchanged(): void } {
  const dir = path.join(work, name);
  mkdirSync(path.join(dir, 'laws'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), 'the previous site');
  writeFileSync(path.join(dir, 'laws', 'marker.txt'), 'marker');
  const before = readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  const mtime = statSync(path.join(dir, 'index.html')).mtimeMs;
  return {
    dir,
    unchanged() {
      expect(readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()).toEqual(before);
      expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe('the previous site');
      expect(readFileSync(path.join(dir, 'laws', 'marker.txt'), 'utf8')).toBe('marker');
      expect(statSync(path.join(dir, 'index.html')).mtimeMs).toBe(mtime);
    },
  };
}

/** Line and column (from 1) of the first `needle` in `text`. */
function where(text: string, needle: string): string {
  const at = text.indexOf(needle);
  if (at === -1) throw new Error(`"${needle}" is not in the fixture`);
  const before = text.slice(0, at).split('\n');
  return `${before.length}:${(before[before.length - 1]?.length ?? 0) + 1}`;
}

const GUIDANCE_HEAD = `---
id: hostile
title: A hostile guidance document
kind: guide
author: not given
publisher: not given
date: undated
dateNote: A test.
interprets: "2017"
seed: "004_75d32c65d632dc53.txt"
---
`;

describe('a build from hostile sources', () => {
  const dir = content('content-hostile');
  const guidance = [
    GUIDANCE_HEAD,
    '::passage{#one}',
    '',
    'Read [the slide](javascript:alert(document.cookie)) first.',
    '',
    'Read [the slide](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) first.',
    '',
    'See ![the slide](https://elsewhere.example/x.png) here.',
    '',
    'Read [the Laws](https://www.worldbridge.org@elsewhere.example/laws) and [www.worldbridge.org](https://elsewhere.example/).',
    '',
    'Then <img src=x onerror=alert(1)> applies.',
    '',
    'Then Law 27В1 applies, or Law 104.',
    '',
  ].join('\n');
  writeFileSync(path.join(dir, 'guidance', 'hostile.md'), guidance);
  const deep = `${GUIDANCE_HEAD.replace('id: hostile', 'id: deep')}\n::passage{#one}\n\n${'> '.repeat(10_000)}deep\n`;
  writeFileSync(path.join(dir, 'guidance', 'deep.md'), deep);
  // Where the 33rd level opens: its line, and its column on that line.
  const quotes = deep.indexOf('> ') + 64;
  const deepAt = `${where(deep, '> '.repeat(10_000)).split(':')[0]}:${quotes - deep.lastIndexOf('\n', quotes)}`;
  const lawFile = path.join(dir, 'laws', '27', '2017.md');
  const law = readFileSync(lawFile, 'utf8')
    .replace('(see Law 23A)', '(see Law 999)')
    .replace('(see Law 12B1)', '(see Law 12В1)')
    .replace('Any insufficient bid', 'Any \u202Einsufficient bid');
  writeFileSync(lawFile, law);
  // 1.5 MB: the real 2007 text, then plain paragraphs.
  const largeFile = path.join(dir, 'laws', '27', '2007.md');
  const large = readFileSync(largeFile, 'utf8');
  const padding = 1.5 * 1024 * 1024 - Buffer.byteLength(large);
  writeFileSync(
    largeFile,
    large + '\nThe Director rules as the law allows.\n'.repeat(Math.ceil(padding / 38)).slice(0, padding),
  );
  mkdirSync(path.join(dir, 'examples', 'zone7-folder.yaml'));
  // The registry names a body it does not have (EBX for EBU) in its second EBU entry, the 2017 one.
  const registryFile = path.join(dir, 'editions.yaml');
  const registry = readFileSync(registryFile, 'utf8').split('\n');
  const ebu2017 = registry.indexOf('    - body: EBU', registry.indexOf('    - body: EBU') + 1);
  registry[ebu2017] = '    - body: EBX';
  writeFileSync(registryFile, registry.join('\n'));
  const registryLine = ebu2017 + 1;
  // A law text saved in Windows-1252: its apostrophe is the byte 0x92.
  const latinFile = path.join(dir, 'laws', '27', '2008-03.md');
  const latin = readFileSync(latinFile, 'utf8');
  const apostrophe = latin.indexOf("offender's") + 'offender'.length;
  writeFileSync(
    latinFile,
    Buffer.concat([
      Buffer.from(latin.slice(0, apostrophe)),
      Buffer.from([0x92]),
      Buffer.from(latin.slice(apostrophe + 1)),
    ]),
  );
  const latinAt = where(latin, "offender's").replace(/\d+$/, (c) => String(Number(c) + 'offender'.length));
  // A link to a file outside content/ where a guidance document goes, a folder linked to itself, an old copy in a subfolder.
  const outside = path.join(work, 'outside.md');
  writeFileSync(
    outside,
    `${GUIDANCE_HEAD.replace('id: hostile', 'id: outside')}\n::passage{#one}\n\nWords from elsewhere.\n`,
  );
  symlinkSync(outside, path.join(dir, 'guidance', 'outside.md'));
  symlinkSync('.', path.join(dir, 'examples', 'loop'), 'dir');
  mkdirSync(path.join(dir, 'guidance', 'old'));
  cpSync(path.join(ROOT, 'content', 'guidance', 'zone7-2008.md'), path.join(dir, 'guidance', 'old', 'zone7-2008.md'));
  const site = previousSite('dist-hostile');
  let result: Awaited<ReturnType<typeof build>>;
  let located: string[];

  beforeAll(async () => {
    expect(statSync(largeFile).size).toBe(1.5 * 1024 * 1024);
    result = await build(dir, site.dir);
    located = result.stderr
      .split('\n')
      .filter((l) => /^\S+:\d+:\d+: /.test(l))
      .map((l) => l.replace(/^.*content-hostile\//, ''));
  }, 180_000);

  it('exits 1, every problem counted, nothing rendered, the site untouched', () => {
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/19 problems in 10 source files; nothing was built/);
    // Nothing but the problems: not Astro's hint for code that uses "document" or "window" on the server.
    expect(result.stderr).not.toMatch(/Hint|Browser APIs/);
    expect(result.stdout).not.toMatch(/rendered|PWA/);
    // A structure nested 10,000 deep is refused, not a crash.
    expect(result.stderr).not.toMatch(/RangeError|Maximum call stack|\n\s+at /);
    site.unchanged();
  });

  it('a law text over the size limit: refused at 1:1 with its size and the limit', () => {
    expect(located).toContain(
      'laws/27/2007.md:1:1: the source is 1.5 MB, over the 256 KB limit for one source file' +
        ' — fix: check that this is the file you meant (a law text, a guidance document or an example is a few KB); split a long guidance document into several documents, one example per file',
    );
  });

  it('a javascript: link in guidance: located, with its fix', () => {
    expect(located).toContain(
      `guidance/hostile.md:${where(guidance, '[the slide](javascript:')}: a link to "javascript:alert(document.cookie)": the "javascript:" scheme is not allowed (it could run script or leave the site)` +
        ' — fix: link to a page of this site with a relative address ("/laws/27/", "#part-2"), or elsewhere with "https:" or "mailto:"',
    );
  });

  it('a right-to-left override in a law text, 10,000 nested block quotes in guidance, a folder named like a source: each at its place, with its fix', () => {
    expect(located).toEqual(
      expect.arrayContaining([
        'examples/zone7-folder.yaml:1:1: the source cannot be read (Error: EISDIR: illegal operation on a directory, read)' +
          ' — fix: this is a folder with the name of a source file: rename it, or move the files in it to where sources go',
        `guidance/deep.md:${deepAt}: block quotes, lists, directives, links or emphasis nested 33 levels deep here, over the limit of 32 for a source` +
          ' — fix: nest at most 32 levels deep (the sources nest a few); check for a run of ">", "-", "[", "*" or indentation that a program left behind',
        `laws/27/2017.md:${where(law, '\u202E')}: invisible or control character U+202E RIGHT-TO-LEFT OVERRIDE` +
          ' — fix: delete it (most editors show it once the cursor is on it); if the source really has it, keep it and allow it with an editorial note on the clause: chars: [{ char: U+202E, at: "…{U+202E}…" }]',
      ]),
    );
  });

  it('every hostile fault of every kind, each at its line and column, grouped by file', () => {
    expect(located.map((l) => l.replace(/ — fix: .*/, ''))).toEqual([
      `editions.yaml:${String(registryLine)}:13: edition "2017", inForce[0].body: unknown body "EBX"; known bodies: ABF, ACBL, EBU, NBF, NZB, SBU, WBF, WBU (did you mean "EBU"?)`,
      'examples/loop:1:1: a symbolic link (to "."): the content folder holds plain files and folders only, and no link is followed',
      'examples/zone7-folder.yaml:1:1: the source cannot be read (Error: EISDIR: illegal operation on a directory, read)',
      `guidance/deep.md:${deepAt}: block quotes, lists, directives, links or emphasis nested 33 levels deep here, over the limit of 32 for a source`,
      `guidance/hostile.md:${where(guidance, '[the slide](javascript:')}: a link to "javascript:alert(document.cookie)": the "javascript:" scheme is not allowed (it could run script or leave the site)`,
      `guidance/hostile.md:${where(guidance, '[the slide](data:')}: a link to "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==": the "data:" scheme is not allowed (it could run script or leave the site)`,
      `guidance/hostile.md:${where(guidance, '![the slide]')}: an image is not allowed in guidance`,
      `guidance/hostile.md:${where(guidance, '[the Laws]')}: "https://www.worldbridge.org@elsewhere.example/laws" shows "www.worldbridge.org" before "@", but leads to elsewhere.example`,
      `guidance/hostile.md:${where(guidance, '[www.worldbridge.org]')}: a link shows the address "www.worldbridge.org" but leads to elsewhere.example`,
      `guidance/hostile.md:${where(guidance, '<img')}: raw HTML is not allowed in guidance`,
      `guidance/hostile.md:${where(guidance, '27В1')}: "27В1" contains Cyrillic В (U+0412), which only looks like the Latin B`,
      `guidance/hostile.md:${where(guidance, 'Law 104')}: malformed reference "Law 104": there is no Law 104 (the Laws have 1–93)`,
      'guidance/old/zone7-2008.md:1:1: a file where no source goes: it is not read, and the build stops until it is gone',
      `guidance/outside.md:1:1: a symbolic link (to "${outside}"): the content folder holds plain files and folders only, and no link is followed`,
      'laws/27/2007.md:1:1: the source is 1.5 MB, over the 256 KB limit for one source file',
      `laws/27/2008-03.md:${latinAt}: the file is not UTF-8: byte 0x92 ("’" in Windows-1252) here is not a character in UTF-8`,
      `laws/27/2017.md:${where(law, '\u202E')}: invisible or control character U+202E RIGHT-TO-LEFT OVERRIDE`,
      `laws/27/2017.md:${where(law, 'Law 999')}: malformed reference "Law 999": there is no Law 999 (the Laws have 1–93)`,
      `laws/27/2017.md:${where(law, '12В1')}: "12В1" contains Cyrillic В (U+0412), which only looks like the Latin B`,
    ]);
    expect(result.stderr).toContain(
      '"12В1" contains Cyrillic В (U+0412), which only looks like the Latin B — fix: type the Latin B: "12B1"',
    );
  });
});
