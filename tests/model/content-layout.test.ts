/**
 * The content folder holds plain files at the places of the kinds of source
 * and nothing else (src/model/content-layout.ts): a symbolic link, to a file
 * or a folder, inside content/ or out of it, is refused with its path and
 * never followed; a file anywhere else (an old copy in a subfolder, a backup
 * beside a registry) is refused by name and not read.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentLayout, isSourcePlace } from '../../src/model/content-layout';
import { loadCorpus } from '../../src/model/corpus';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
const work = mkdtempSync(path.join(tmpdir(), 'kb-layout-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const LINK = 'the content folder holds plain files and folders only, and no link is followed';
const STRAY = 'a file where no source goes: it is not read, and the build stops until it is gone';

describe('the places of the sources', () => {
  it('are the registries, the folders of each kind with their files, and the READMEs', () => {
    for (const rel of [
      'editions.yaml',
      'README.md',
      'laws/27/2017.md',
      'laws/README.md',
      'guidance/zone7-2008.md',
      'examples/x.yml',
      'precedents/x.yaml',
      'assessments/x.yaml',
    ])
      expect(isSourcePlace(rel), rel).toBe(true);
    for (const rel of [
      'editions.yaml.bak',
      'laws/2017.md',
      'laws/27/old/2017.md',
      'guidance/old/zone7-2008.md',
      'guidance/x.txt',
      'examples/x.json',
      'notes.md',
      '.DS_Store',
    ])
      expect(isSourcePlace(rel), rel).toBe(false);
  });
});

describe('a content folder with links and stray files', () => {
  const dir = path.join(work, 'content');
  cpSync(CONTENT, dir, { recursive: true });
  // An old copy of a guidance document in a subfolder: it has the real one's id and passages.
  mkdirSync(path.join(dir, 'guidance', 'old'));
  cpSync(path.join(CONTENT, 'guidance', 'zone7-2008.md'), path.join(dir, 'guidance', 'old', 'zone7-2008.md'));
  writeFileSync(path.join(dir, 'editions.yaml.bak'), 'a backup\n');
  // A link at a source's place, to a file outside content/; a folder linked to itself; a link to a folder outside.
  const outside = path.join(work, 'outside.md');
  writeFileSync(outside, 'not a source\n');
  symlinkSync(outside, path.join(dir, 'guidance', 'outside.md'));
  symlinkSync('.', path.join(dir, 'examples', 'loop'), 'dir');
  symlinkSync(work, path.join(dir, 'laws', '28'), 'dir');
  const { corpus, diagnostics } = loadCorpus(dir);
  const shown = diagnostics.map((d) => `${path.relative(dir, d.file)}:${d.line}:${d.column}: ${d.message} — ${d.fix}`);

  it('refuses each link with its path and each stray file by name, follows no link, and reads nothing else wrong', () => {
    const places =
      'laws/<law>/<edition>.md, guidance/<id>.md, examples/<id>.yaml, precedents/<id>.yaml, assessments/<id>.yaml or one of bodies.yaml, editions.yaml, sources.yaml, publications.yaml, renumberings.yaml, change-summaries.yaml, search-terms.yaml';
    const move = `move it out of content/ (an old copy is kept by git's history), or to where its kind goes: ${places}`;
    const replace = 'replace the link by the file itself, at its place in content/, or remove it';
    expect(corpus).toBeUndefined();
    expect(shown.sort()).toEqual([
      `editions.yaml.bak:1:1: ${STRAY} — ${move}`,
      `examples/loop:1:1: a symbolic link (to "."): ${LINK} — ${replace}`,
      `guidance/old/zone7-2008.md:1:1: ${STRAY} — ${move}`,
      `guidance/outside.md:1:1: a symbolic link (to "${outside}"): ${LINK} — ${replace}`,
      `laws/28:1:1: a symbolic link (to "${work}"): ${LINK} — ${replace}`,
    ]);
  });

  it('is walked once, never through a link (a folder linked to itself is not followed)', () => {
    expect(contentLayout(dir, (f) => path.relative(dir, f)).map((d) => d.file)).toEqual([
      'editions.yaml.bak',
      'examples/loop',
      'guidance/old/zone7-2008.md',
      'laws/28',
    ]);
  });
});
