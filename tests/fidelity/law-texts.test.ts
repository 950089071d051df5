/**
 * Fidelity of the law texts: every word of each seed's law text is in the
 * matching edition, in order, with nothing added or left out — apart from the
 * artifacts listed in seeds.ts and the variants recorded in front matter.
 */
import { describe, expect, it } from 'vitest';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { flatten, lawTextPlain, type LawText } from '../../src/model/law-text';
import { words } from './words';
import path from 'node:path';
import { LAW_EXCERPTS, excerpt } from './seeds';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const textOf = (edition: string): LawText => {
  const t = corpus.laws.find((l) => l.number === 27)?.texts.find((x) => x.edition === edition);
  if (!t) throw new Error(`no text ${edition}`);
  return t;
};

/** The edition's plain text as a given witness reads it (its recorded variants applied). */
function asWitnessReads(text: LawText, seed: string): string {
  const witness = text.witnesses.find((w) => w.seed === seed);
  if (!witness) throw new Error(`${seed} is not a witness of ${text.edition}`);
  const parts = [text.meta.sourceTitle];
  for (const c of flatten(text.clauses)) {
    let piece = [c.level === 'footnote' ? '' : c.marker, c.headingText ?? '', c.text].join(' ');
    for (const v of witness.variants.filter((x) => x.clause === c.id)) {
      expect(piece.replace(/\s+/g, ' ')).toContain(v.base);
      piece = piece.replace(/\s+/g, ' ').replace(v.base, v.reading);
    }
    parts.push(piece);
  }
  return parts.join(' ');
}

describe('every word of each seed survives into its text', () => {
  for (const e of LAW_EXCERPTS) {
    it(`${e.seed} → ${e.edition}`, () => {
      const text = textOf(e.edition);
      const seedWords = words(excerpt(e));
      const ours = words(asWitnessReads(text, e.seed));
      expect(seedWords.length).toBeGreaterThan(300);
      // The seed's words are the end of ours, with only the source's title before them
      // when the seed has no title of its own.
      const titleWords = words(text.meta.sourceTitle);
      const offset = ours.length - seedWords.length;
      expect(offset === 0 || offset === titleWords.length).toBe(true);
      expect(ours.slice(offset)).toEqual(seedWords);
    });
  }

  it('the base text of each edition is the text itself, with no variant applied', () => {
    for (const text of corpus.laws.flatMap((l) => l.texts)) {
      const base = text.witnesses.find((w) => w.seed === text.meta.base.witness);
      expect(base?.variants ?? []).toEqual([]);
      expect(asWitnessReads(text, text.meta.base.witness).replace(/\s+/g, ' ')).toBe(
        lawTextPlain(text).replace(/\s+/g, ' '),
      );
    }
  });

  it('the 2017 slip "Al" is kept as the source has it, with an editorial note', () => {
    const b4 = flatten(textOf('2017').clauses).find((c) => c.id === 'B4');
    expect(b4?.text).toContain('as Al allows');
    expect(b4?.notes).toEqual(['al-for-a1']);
  });
});
