/**
 * Every clause of the real clause index, written in the ways a Director
 * writes a citation (law word or not, glued or spaced, with hyphens, dots,
 * slashes or brackets between the parts, the edition named or not), reads
 * back as that clause, and as that edition when one is named.
 */
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadCheckedCorpusOrThrow } from '../../src/derive/checked-corpus';
import { parseClauseId } from '../../src/model/clause-id';
import { jumpTo, parseCitation } from '../../src/site/clause-jump';
import { buildSite } from '../../src/site/site';

const TODAY = '2026-01-01';
const index = buildSite(
  loadCheckedCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'), TODAY),
  TODAY,
).clauseIndex;
const clauses = Object.entries(index.laws).flatMap(([law, texts]) =>
  Object.entries(texts).flatMap(([edition, ids]) => ids.map((id) => ({ law: Number(law), edition, id }))),
);

const LAW_WORD = ['', 'law ', 'Law ', 'LAW ', 'L', 'l', 'L ', 'law', 'Law', 'laws ', '§'];
const BETWEEN = ['', ' ', '-', '.', '/', ' - ', '. '];
/** A letter clause's letter: "b", "(b)", " (b)", ".b". */
const LETTER = (l: string) => [l, `(${l})`, ` (${l})`, `.${l}`, `-${l}`, ` ${l}`, l.toUpperCase()];
/** The edition as a reader names it, `{}` standing for its short name, id or year. */
const EDITION = [' ({})', ' {}', ' of the {} edition', ' in the {} version', ' {} laws', ', {}', ' ({} text)'];

/** A typed citation of a clause (`withLaw`: with the law's number; without it, the clause is read within Law 27). */
const typed = fc
  .record({
    at: fc.nat({ max: clauses.length - 1 }),
    withLaw: fc.boolean(),
    lawWord: fc.constantFrom(...LAW_WORD),
    between: fc.constantFrom(...BETWEEN),
    upper: fc.boolean(),
    letter: fc.nat({ max: LETTER('a').length - 1 }),
    named: fc.option(fc.record({ form: fc.constantFrom(...EDITION), as: fc.constantFrom('short', 'id') }), {
      nil: undefined,
    }),
  })
  .map(({ at, withLaw, lawWord, between, upper, letter, named }) => {
    const clause = clauses[at] ?? clauses[0]!;
    const law = withLaw || clause.law !== 27;
    const p = parseClauseId(clause.id);
    const section = upper ? (p?.section ?? '') : (p?.section ?? '').toLowerCase();
    const body =
      p?.level === 'footnote'
        ? `${between || ' '}footnote`
        : [section, p?.number === undefined ? '' : `${between}${p.number}`, p?.letter ? LETTER(p.letter)[letter] : '']
            .join('')
            .replace(/^/, law ? between : '');
    const edition = index.editions.find((e) => e.id === clause.edition)!;
    const name = named ? named.form.replace('{}', named.as === 'short' ? edition.short : edition.id) : '';
    return { clause, text: `${law ? `${lawWord}${clause.law}` : ''}${body}${name}`, named: Boolean(named) };
  });

describe('a clause citation in any common form', () => {
  it('reads back as the clause, and the edition named', () => {
    fc.assert(
      fc.property(typed, ({ clause, text, named }) => {
        const read = parseCitation(text, index.editions);
        expect(read, text).toMatchObject({ law: clause.law, clause: clause.id });
        if (named) {
          expect(read?.edition, text).toBe(clause.edition);
          expect(jumpTo(text, index), text).toMatchObject({ ok: true, edition: clause.edition });
        } else expect(read?.edition, text).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['law27b2', 'B2'],
    ['L27 B1(a)', 'B1a'],
    ['27-b-3', 'B3'],
    ['27.B.4', 'B4'],
    ['27 B 1 (a)', 'B1a'],
    ['Law 27 B.1.a', 'B1a'],
  ])('%s → 27%s', (text, id) => {
    expect(jumpTo(text, index)).toMatchObject({ ok: true, law: 27, clause: id, edition: index.current });
  });

  it('reads no words around a citation as one on their own', () => {
    for (const text of [
      'the text',
      'in the 2017 edition',
      'the march 2008 version',
      'text in force',
      'section of the laws',
    ])
      expect(parseCitation(text, index.editions), text).toBeNull();
  });
});
