/**
 * Route data of clause pages: the clause's history across the texts, and
 * guidance written for an older text shown with the exact words of the clause
 * from that text to the one in force.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpusOrThrow, type Corpus } from '../../src/model/corpus';
import { buildSite } from '../../src/site/site';
import { clausePaths, type ClauseRoute } from '../../src/site/routes';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const TODAY = '2026-11-23';

function clauseRoute(c: Corpus, id: string): ClauseRoute {
  const found = clausePaths(buildSite(c, TODAY)).find((r) => r.params.law === '27' && r.params.slug === id);
  if (!found) throw new Error(`no route for 27${id}`);
  return found.props.route();
}

const steps = (r: ClauseRoute) =>
  r.history.map(
    (h) =>
      `${h.edition.short}: ${h.word}${h.current ? ' (in force)' : ''}${h.compareHref ? ` → ${h.compareHref}` : ''}`,
  );

describe('a clause’s history', () => {
  it('27B1(b): first in 2007, unchanged in March 2008, changed in substance in 2017, each change one click from its comparison', () => {
    expect(steps(clauseRoute(corpus, 'B1b'))).toEqual([
      '2007: first text',
      'March 2008: unchanged → /laws/27/compare/2007...2008-03/#B1b',
      '2017: changed in substance (in force) → /laws/27/compare/2008-03...2017/#B1b',
    ]);
  });

  it('27B2: 2017 only renumbers its references (Law 23 → 72C, 16D → 16C)', () => {
    expect(clauseRoute(corpus, 'B2').history.map((h) => h.status)).toEqual(['first', 'unchanged', 'renumbered']);
    expect(clauseRoute(corpus, 'B2').history[2]?.word).toBe('references renumbered');
  });

  it('27B4: 2017 only makes a reference precise ("as A allows" → "as A1 allows"), said in plain words', () => {
    const r = clauseRoute(corpus, 'B4');
    expect(steps(r)).toEqual([
      '2007: first text',
      'March 2008: unchanged → /laws/27/compare/2007...2008-03/#B4',
      '2017: reference made precise: A → A1 (in force) → /laws/27/compare/2008-03...2017/#B4',
    ]);
    expect(r.inTexts[0]?.since?.link).toBe('reference made precise since March 2008');
    expect(r.change?.status).toBe('reference');
    expect(r.change?.referenceNote).toBe(
      '“A” (27A) in March 2008 is “A1” (27A1) in 2017: the reference was made precise, to a part of what it named. The 2017 text prints “Al”, read as A1 (an editorial reading).',
    );
    // guidance written for March 2008 on 27B4 is not flagged as overtaken: the clause did not change in substance
    expect(r.guidance.flatMap((g) => g.flags)).toEqual([]);
  });

  it('27C: changed in substance, though one of its changes only makes the same reference precise', () => {
    const r = clauseRoute(corpus, 'C');
    expect(r.history[2]?.word).toBe('changed in substance');
    expect(r.change?.referenceNote).toMatch(/^“A” \(27A\) in March 2008 is “A1” \(27A1\) in 2017/);
  });

  it('27D: punctuation only, said so', () => {
    expect(clauseRoute(corpus, 'D').history.map((h) => h.word)).toEqual([
      'first text',
      'unchanged (punctuation only)',
      'unchanged (punctuation only)',
    ]);
  });

  it('says "changed from" beside a text whose clause changed, and "same words as" where it did not', () => {
    const r = clauseRoute(corpus, 'B1b');
    expect(r.inTexts.map((t) => (t.since ? `${t.edition.id}: ${t.since.link}` : `${t.edition.id}: –`))).toEqual([
      '2017: changed from March 2008',
      '2008-03: same words as 2007',
      '2007: –',
    ]);
  });
});

describe('guidance written for an older text', () => {
  // The Zone 7 guidance as if written for the 2007 text: its passages on 27B1(b) then need the words from 2007 to 2017.
  const as2007: Corpus = {
    ...corpus,
    guidance: corpus.guidance.map((d) =>
      d.id === 'zone7-2008' ? { ...d, meta: { ...d.meta, interprets: '2007' } } : d,
    ),
  };

  it('carries the clause’s change from that text to the one in force, not the page’s own change', () => {
    const r = clauseRoute(as2007, 'B1b');
    expect(r.change && `${r.change.from.id}...${r.change.to.id}`).toBe('2008-03...2017');
    const zone7 = r.guidance.find((g) => g.document.id === 'zone7-2008');
    expect(zone7?.written).toBe('2007');
    expect(zone7?.flags.map((f) => `${f.status} in ${f.edition}`)).toEqual(['substantive in 2017']);
    expect(zone7?.change && `${zone7.change.from.id}...${zone7.change.to.id}`).toBe('2007...2017');
    expect(zone7?.change?.compareHref).toBe('/laws/27/compare/2007...2017/#B1b');
    // The words taken out and put in are those of the 2007 and 2017 texts.
    const words = (op: 'delete' | 'insert') =>
      (zone7?.change?.text ?? [])
        .filter((o) => o.op === op)
        .map((o) => o.text)
        .join('');
    expect(words('delete')).toContain('legal');
    expect(words('insert')).toContain('comparable');
  });

  it('as written (for March 2008), the same change as the page shows, so none of its own', () => {
    const zone7 = clauseRoute(corpus, 'B1b').guidance.find((g) => g.document.id === 'zone7-2008');
    expect(zone7?.flags).toHaveLength(1);
    expect(zone7?.change && `${zone7.change.from.id}...${zone7.change.to.id}`).toBe('2008-03...2017');
  });
});
