import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { comparePair, comparePairs } from '../../../src/derive/compare/compare';
import type { ClauseStatus, ComparableText, PairComparison } from '../../../src/derive/compare/types';
import { t2007, t2008, t2008blml, t2017 } from './fixtures/law27';
import { mirrorOps, RENUMBERED, RENUMBERED_BACK, side } from './helpers';

const seeds = fileURLToPath(new URL('../../../../shared/seeds/', import.meta.url));
const seed = (name: string): string => readFileSync(seeds + name, 'utf8');
const seed001 = seed('001_57f2d250c6491c25.txt');
const split001 = seed001.indexOf('# **2017 Law**');

/** the seed text each fixture was copied from, markup unescaped ("\*" → "*") */
const sources: [ComparableText, string][] = [
  [t2007, seed001.slice(0, split001).replaceAll('\\*', '*')],
  [t2008, seed('000_4ac316c3add6b517.txt')],
  [t2008blml, seed('003_106a9ba3391db0e3.txt')],
  [t2017, seed001.slice(split001).replaceAll('\\*', '*')],
];

const IDS = ['A', 'A1', 'A2', 'B', 'B1', 'B1a', 'B1b', 'B2', 'B3', 'B4', 'C', 'D', 'footnote'];

function statuses(p: PairComparison): Record<string, ClauseStatus> {
  return Object.fromEntries(p.clauses.map((c) => [c.id, c.status]));
}

describe('fixtures are the seeds, word for word', () => {
  it.each(sources)('$edition', (text, source) => {
    expect(split001).toBeGreaterThan(0);
    expect(text.clauses.map((c) => c.id)).toEqual(text === t2017 ? IDS.filter((id) => id !== 'footnote') : IDS);
    for (const c of text.clauses) {
      expect(source, `${text.edition} ${c.id} text`).toContain(c.text);
      if (c.heading !== null) expect(source, `${text.edition} ${c.id} heading`).toContain(c.heading);
      for (const r of c.readings) expect(c.text + (c.heading ?? '')).toContain(r.sic);
    }
    const words = text.clauses.map((c) => `${c.heading ?? ''} ${c.text}`).join(' ');
    // every word of the law's text that the source has is in the fixture
    const lawPart = source.slice(source.indexOf('Acceptance of Insufficient Bid'));
    for (const w of [
      'offender',
      'rectification',
      'comparable',
      'excludes',
      'occurred',
      'Replacement',
      'artificial',
      'adjustment',
    ]) {
      expect(words.includes(w), `${text.edition}: "${w}"`).toBe(lawPart.includes(w));
    }
  });
});

describe('the pairs of Law 27 (2007, 2008-03, 2017)', () => {
  const pairs = comparePairs([t2007, t2008, t2017]);

  it('there are 6 ordered pairs, named <a>...<b>', () => {
    expect(pairs.map((p) => p.name)).toEqual([
      '2007...2008-03',
      '2007...2017',
      '2008-03...2007',
      '2008-03...2017',
      '2017...2007',
      '2017...2008-03',
    ]);
    for (const p of pairs) expect(p.name).toBe(`${p.a.edition}...${p.b.edition}`);
  });

  it('2007 vs 2008-03: the same words; only heading full stops differ', () => {
    const p = comparePair(t2007, t2008);
    for (const c of p.clauses) expect(['unchanged', 'typographic'], c.id).toContain(c.status);
    expect(p.summary.sameWords).toBe(true);
    expect(p.summary.typographic).toEqual(['A', 'B', 'D']);
    expect(p.summary.places).toEqual({ typographic: 3, editorial: 0, renumbered: 0, reference: 0, substantive: 0 });
    expect(p.clauses.flatMap((c) => c.changes.map((h) => [c.id, h.part, h.deleted, h.inserted]))).toEqual([
      ['A', 'heading', '', '.'],
      ['B', 'heading', '', '.'],
      ['D', 'heading', '', '.'],
    ]);
  });

  it('2008-03 (000) vs the blml copy (003): the same words; apostrophes and line wraps differ', () => {
    const p = comparePair(t2008, t2008blml);
    for (const c of p.clauses) expect(['unchanged', 'typographic'], c.id).toContain(c.status);
    expect(p.summary.sameWords).toBe(true);
    expect(p.summary.clauses.unchanged).toBe(3); // A, A2, B1
    const apostrophes = p.clauses.flatMap((c) =>
      c.changes.filter((h) => h.deleted.includes("'")).map((h) => `${c.id}: ${h.deleted} → ${h.inserted}`),
    );
    expect(apostrophes).toEqual([
      "A1: offender's → offenders",
      "B1a: Director's → Directors",
      "B1b: Director's → Directors",
      "B2: offender's → offenders",
    ]);
    const others = p.clauses.flatMap((c) => c.changes).filter((h) => !h.deleted.includes("'"));
    for (const h of others) expect([h.deleted, h.inserted]).toEqual([' ', '\n']);
    expect(p.summary.places.typographic).toBe(apostrophes.length + others.length);
  });

  it('2008-03 vs 2017: what the sources say changed', () => {
    const p = comparePair(t2008, t2017);
    expect(statuses(p)).toEqual({
      A: 'typographic', // "Bid." → "Bid"
      A1: 'unchanged',
      A2: 'unchanged',
      B: 'typographic', // "Accepted." → "Accepted", "Then" → "Then:"
      B1: 'unchanged',
      B1a: 'substantive',
      B1b: 'substantive',
      B2: 'substantive',
      B3: 'substantive',
      B4: 'substantive', // "as A allows" → "as Al allows": read as A1, still not A (rule E)
      C: 'substantive',
      D: 'typographic', // a comma added (and "Damaged." → "Damaged")
      footnote: 'removed',
    });
    expect(p.clauses.map((c) => c.id)).toEqual(IDS);
    const d = p.clauses.find((c) => c.id === 'D');
    expect(d?.changes.map((h) => [h.part, h.deleted, h.inserted])).toEqual([
      ['heading', '.', ''],
      ['text', '', ','],
    ]);
    const b4 = p.clauses.find((c) => c.id === 'B4');
    expect(b4?.changes.map((h) => [h.deleted, h.inserted, h.class])).toEqual([['A', 'Al', 'substantive']]);
    expect(p.summary).toMatchObject({
      substantive: ['B1a', 'B1b', 'B2', 'B3', 'B4', 'C'],
      editorial: [],
      removed: ['footnote'],
      added: [],
      sameWords: false,
    });
    expect(p.summary.clauses).toEqual({
      unchanged: 3,
      typographic: 3,
      editorial: 0,
      renumbered: 0,
      reference: 0,
      substantive: 6,
      added: 0,
      removed: 1,
    });
  });

  it('2008-03 vs 2017 with the renumberings: B2 and B3 only renumber references; the rest is unchanged', () => {
    const between = (a: string, b: string) =>
      a === '2008-03' && b === '2017' ? RENUMBERED : a === '2017' && b === '2008-03' ? RENUMBERED_BACK : [];
    const p = comparePair(t2008, t2017, undefined, between);
    const q = comparePair(t2017, t2008, undefined, between);
    expect({ ...statuses(q), footnote: 'removed' }).toEqual(statuses(p));
    expect(statuses(p)).toEqual({ ...statuses(comparePair(t2008, t2017)), B2: 'renumbered', B3: 'renumbered' });
    const b2 = p.clauses.find((c) => c.id === 'B2');
    expect(
      b2?.changes.map((h) => [h.deleted, h.inserted, h.class, h.renumberings.map((r) => `${r.a} → ${r.b}`)]),
    ).toEqual([
      ['26', '26B', 'renumbered', ['Law 26 → Law 26B']],
      ['23', '72C', 'renumbered', ['Law 23 → Law 72C']],
    ]);
    // "Law 16D does" → "Laws 26B and 16C do": more than a renumbering, so B1a stays substantive
    expect(p.clauses.find((c) => c.id === 'B1a')?.status).toBe('substantive');
    expect(p.summary).toMatchObject({
      substantive: ['B1a', 'B1b', 'B4', 'C'],
      renumbered: ['B2', 'B3'],
      sameWords: false,
    });
    expect(p.summary.places.renumbered).toBe(4);
    expect(comparePair(t2007, t2008, undefined, between).summary.renumbered).toEqual([]);
  });

  it('2007 vs 2017 agrees with 2008-03 vs 2017 on every clause but the headings', () => {
    const s07 = statuses(comparePair(t2007, t2017));
    const s08 = statuses(comparePair(t2008, t2017));
    expect({ ...s07, A: s08.A, B: s08.B, D: s08.D }).toEqual(s08);
    expect([s07.A, s07.B]).toEqual(['unchanged', 'typographic']);
  });

  it('reversing a pair mirrors added/removed and insert/delete', () => {
    const swap = (s: ClauseStatus): ClauseStatus => (s === 'added' ? 'removed' : s === 'removed' ? 'added' : s);
    for (const p of pairs) {
      const q = pairs.find((r) => r.a.edition === p.b.edition && r.b.edition === p.a.edition);
      expect(q, p.name).toBeDefined();
      if (!q) continue;
      expect(q.clauses.map((c) => c.id).sort()).toEqual(p.clauses.map((c) => c.id).sort());
      for (const c of p.clauses) {
        const m = q.clauses.find((x) => x.id === c.id);
        expect(m?.status, `${p.name} ${c.id}`).toBe(swap(c.status));
        expect(m?.heading).toEqual(mirrorOps(c.heading));
        expect(m?.text).toEqual(mirrorOps(c.text));
        expect(m?.changes.map((h) => [h.deleted, h.inserted, h.class])).toEqual(
          c.changes.map((h) => [h.inserted, h.deleted, h.class]),
        );
      }
      expect(q.summary.added).toEqual(p.summary.removed);
      expect(q.summary.removed).toEqual(p.summary.added);
    }
    expect(statuses(comparePair(t2017, t2008)).footnote).toBe('added');
  });

  it('the ops rebuild both texts of every clause exactly', () => {
    for (const p of pairs) {
      const [a, b] = [p.a.edition, p.b.edition].map((e) => [t2007, t2008, t2017].find((t) => t.edition === e));
      for (const c of p.clauses) {
        const ca = a?.clauses.find((x) => x.id === c.id);
        const cb = b?.clauses.find((x) => x.id === c.id);
        expect(side(c.text, 'a')).toBe(ca?.text ?? '');
        expect(side(c.text, 'b')).toBe(cb?.text ?? '');
        expect(side(c.heading, 'a')).toBe(ca?.heading ?? '');
        expect(side(c.heading, 'b')).toBe(cb?.heading ?? '');
      }
    }
  });

  it('each pair is JSON data: it survives a round trip unchanged', () => {
    for (const p of pairs) expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });

  it('another edition gets its pairs with no code change', () => {
    const all = comparePairs([t2007, t2008, t2017, t2008blml]);
    expect(all).toHaveLength(12);
    expect(all.map((p) => p.name)).toContain('2008-03-blml...2017');
    const blml = all.find((p) => p.name === '2008-03-blml...2017');
    expect(blml).toBeDefined();
    const sBlml = blml ? statuses(blml) : {};
    // the blml copy has the 2008-03 words, so it differs from 2017 where 2008-03 does,
    // and elsewhere at most typographically (its wraps and lost apostrophes)
    for (const [id, s08] of Object.entries(statuses(comparePair(t2008, t2017)))) {
      if (s08 === 'unchanged') expect(['unchanged', 'typographic'], id).toContain(sBlml[id]);
      else expect(sBlml[id], id).toBe(s08);
    }
    expect(sBlml.A1).toBe('typographic');
  });
});

describe('references changed read as whole references (issue 42 §10)', () => {
  it('27B2, 2007 → 2017: "Law 26" → "Law 26B" and "Law 23" → "Law 72C", never the numbers run together', () => {
    const b2 = comparePair(t2007, t2017, undefined, () => RENUMBERED).clauses.find((c) => c.id === 'B2')!;
    const changed = b2.text.filter((o) => o.op !== 'equal').map((o) => `${o.op} ${o.text}`);
    expect(changed).toEqual(['delete Law 26', 'insert Law 26B', 'delete Law 23', 'insert Law 72C']);
    // The word moved into both sides: each text still rebuilds from the ops.
    expect(side(b2.text, 'a')).toBe(t2007.clauses.find((c) => c.id === 'B2')!.text);
    expect(side(b2.text, 'b')).toBe(t2017.clauses.find((c) => c.id === 'B2')!.text);
  });

  it('a reference without the word Law (27B4, "as A allows" → "as A1 allows") is a whole token each side', () => {
    const b4 = comparePair(t2008, t2017, undefined, () => RENUMBERED).clauses.find((c) => c.id === 'B4')!;
    const changed = b4.text.filter((o) => o.op !== 'equal').map((o) => o.text);
    expect(changed).toEqual(['A', 'Al']);
  });
});
