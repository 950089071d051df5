/**
 * The renumberings of references between editions (content/renumberings.yaml):
 * the real file, and each fault of the fixtures (fixtures/bad-renumberings:
 * each is valid.yaml with one problem) reported at its file:line:column.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus, loadCorpusOrThrow } from '../../src/model/corpus';
import { renumberedBetween } from '../../src/model/renumbered';
import { parseRenumberings } from '../../src/model/renumberings';

const root = path.join(import.meta.dirname, '..', '..');
const fixtures = path.join(import.meta.dirname, 'fixtures', 'bad-renumberings');
const EDITIONS = [{ id: '2007' }, { id: '2008-03' }, { id: '2017' }];
const FILE = 'content/renumberings.yaml';
const parse = (name: string) => parseRenumberings(readFileSync(path.join(fixtures, name), 'utf8'), FILE, EDITIONS);
const at = (name: string) =>
  parse(name).diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message} — ${d.fix}`);

describe('content/renumberings.yaml', () => {
  const corpus = loadCorpusOrThrow(path.join(root, 'content'));
  it('is loaded with the corpus: Law 23 → 72C, 16D → 16C, 26 → 26B, from the 2007 and 2008 texts to 2017', () => {
    expect(
      corpus.renumberings.map(
        (r) => `${r.from.editions.join('+')} ${r.from.ref} → ${r.to.editions.join('+')} ${r.to.ref}`,
      ),
    ).toEqual([
      '2007+2008-03 Law 23 → 2017 Law 72C',
      '2007+2008-03 Law 16D → 2017 Law 16C',
      '2007+2008-03 Law 26 → 2017 Law 26B',
    ]);
    const r23 = corpus.renumberings[0];
    expect(r23).toMatchObject({
      from: { law: 23, clause: null, title: 'Awareness of Potential Damage' },
      to: { law: 72, clause: 'C' },
      reusedAs: 'Comparable Call',
    });
    for (const r of corpus.renumberings) expect(r.source.length).toBeGreaterThan(40);
  });
  it('gives the references between two editions, in either direction, and none between editions that share their numbering', () => {
    expect(renumberedBetween(corpus.renumberings, '2008-03', '2017').map((r) => `${r.a}→${r.b}`)).toEqual([
      'Law 23→Law 72C',
      'Law 16D→Law 16C',
      'Law 26→Law 26B',
    ]);
    expect(renumberedBetween(corpus.renumberings, '2017', '2007').map((r) => `${r.a}→${r.b}`)).toEqual([
      'Law 72C→Law 23',
      'Law 16C→Law 16D',
      'Law 26B→Law 26',
    ]);
    expect(renumberedBetween(corpus.renumberings, '2007', '2008-03')).toEqual([]);
  });
});

describe('faults, each at its line and column', () => {
  it('the base fixture is valid', () => {
    expect(parse('valid.yaml')).toMatchObject({
      diagnostics: [],
      renumberings: [{ subject: 'awareness of potential damage' }],
    });
  });
  it.each([
    // "2071" is "2017" with two digits swapped: one edit.
    [
      'unknown-edition.yaml',
      /^content\/renumberings\.yaml:7:16: unknown edition "2071": content\/editions\.yaml has "2007", "2008-03", "2017" \(did you mean "2017"\?\) — use the id of an edition/,
    ],
    [
      'malformed-ref.yaml',
      /^content\/renumberings\.yaml:8:10: the renumbering on line 1, to\.ref: "L72C" is not a reference to a law — write the reference as the Laws write it/,
    ],
    [
      'unknown-field.yaml',
      /^content\/renumberings\.yaml:9:3: the renumbering on line 1: unknown field "reusedAz" \(did you mean "reusedAs"\?\)/,
    ],
    [
      'edition-not-editions.yaml',
      /^content\/renumberings\.yaml:3:5: the renumbering on line 1, from: unknown field "edition" \(did you mean "editions"\?\)/,
    ],
    [
      'same-edition-both-sides.yaml',
      /^content\/renumberings\.yaml:7:15: the renumbering on line 1 has edition "2008-03" on both sides/,
    ],
    [
      'backwards.yaml',
      /^content\/renumberings\.yaml:7:15: the renumbering on line 1 renumbers from a later edition to an earlier one/,
    ],
  ])('%s', (name, expected) => {
    const found = at(name);
    expect(
      found.some((d) => expected.test(d)),
      found.join('\n'),
    ).toBe(true);
    expect(parse(name).renumberings).toBeUndefined();
  });
  it('not a list, and malformed YAML', () => {
    expect(parseRenumberings('subject: x\n', FILE, EDITIONS).diagnostics[0]?.message).toContain(
      'is a mapping, not a list of renumberings',
    );
    expect(parseRenumberings('- subject: [x\n', FILE, EDITIONS).diagnostics[0]?.message).toContain('is not valid YAML');
  });
});

describe('a renumbering to a reference that does not exist', () => {
  const real = readFileSync(path.join(root, 'content', 'renumberings.yaml'), 'utf8');
  const where = (text: string, needle: string) => {
    const before = text.slice(0, text.indexOf(needle)).split('\n');
    return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
  };

  it('to a law number the Laws do not have: refused at its ref', () => {
    const text = real.replace('ref: Law 72C', 'ref: Law 720C');
    expect(
      parseRenumberings(text, FILE, EDITIONS).diagnostics.map((d) => `${d.line}:${d.column}: ${d.message}`),
    ).toEqual([
      `${where(text, 'Law 720C')}: the renumbering on line 22, to.ref: "Law 720C": there is no Law 720 (the Laws have 1–93)`,
    ]);
  });

  it('to a clause that the text of its law in an edition it names does not have: refused at its ref', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kb-renumbered-'));
    try {
      cpSync(path.join(root, 'content'), dir, { recursive: true });
      // Law 27 (2017) has clauses A–D; a renumbering from Law 23 to Law 27E names a clause it lacks.
      const text = real.replace('ref: Law 72C', 'ref: Law 27E');
      writeFileSync(path.join(dir, 'renumberings.yaml'), text);
      expect(
        loadCorpus(dir).diagnostics.map((d) => `${path.basename(d.file)}:${d.line}:${d.column}: ${d.message}`),
      ).toEqual([`renumberings.yaml:${where(text, 'Law 27E')}: "Law 27E": Law 27 as of "2017" has no clause "E"`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
