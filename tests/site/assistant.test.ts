/**
 * The ruling assistant's route data and the record built from it: the words
 * of Law 27 quoted as the corpus has them, a worked example per question
 * where the guides give one (the text chosen for a ruling:
 * tests/apps/assistant/edition-choice.test.ts).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { flatten, type Inline } from '../../src/model/law-text';
import { assistantData } from '../../src/site/routes/assistant';
import { buildSite } from '../../src/site/site';
import { clauseWords } from '../../src/apps/assistant/record';
import { closestExample } from '../../src/apps/assistant/worked-example';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const data = assistantData(buildSite(corpus, '2026-11-23'));

/** The slips of the source kept in inline content, inside references too. */
const sics = (inlines: readonly Inline[]): number =>
  inlines.reduce((n, x) => n + (x.type === 'sic' ? 1 : x.type === 'ref' ? sics(x.children) : 0), 0);

describe('assistant route data', () => {
  it('quotes every clause of Law 27 word for word, in each edition it rules under, each slip of the source marked as the law page marks it', () => {
    let marked = 0;
    for (const text of corpus.laws.find((l) => l.number === 27)!.texts) {
      const clauses = data.clauses[text.edition];
      if (clauses === undefined) continue;
      for (const c of flatten(text.clauses)) {
        const quoted = clauses[c.id]?.text ?? '';
        const marks = quoted.match(/ \[sic: read [^\]]+\]/g) ?? [];
        marked += marks.length;
        expect(marks.length, `${text.edition} ${c.id}`).toBe(sics(c.paragraphs.flat()));
        expect(quoted.replace(/ \[sic: read [^\]]+\]/g, ''), `${text.edition} ${c.id}`).toBe(c.text);
      }
    }
    expect(marked).toBe(1);
    expect(Object.keys(data.clauses).sort()).toEqual(['2007', '2008-03', '2017']);
    expect(clauseWords(data, '2017', '27B1a')).toMatch(
      /^if the insufficient bid is corrected by the lowest sufficient bid which specifies the same denomination\(s\)/,
    );
  });

  it('gives the guide’s transfer example for “same denomination(s)” under 2017, best first', () => {
    const sd = data.examples['2017']?.sameDenominations?.[0];
    expect([sd?.id, sd?.call, sd?.answer, sd?.clause, sd?.calls]).toEqual([
      'comparable-calls-ib-2',
      '3H',
      true,
      '27B1a',
      ['1NT', '2S', '2D'],
    ]);
  });

  it('shows beside a question the worked example whose auction is the case’s own when a guide has it', () => {
    // Under 2007 (the words of March 2008), 1NT – (2♠) – 2♦: Zone 7 has that very auction.
    const ia = data.examples['2007']?.insufficientArtificial;
    expect(closestExample(ia, ['1NT', '2S', '2D'])?.id).toBe('zone7-1nt-2s-2d');
    // No auction alike: the guides' best for the question.
    expect(closestExample(ia, ['7NT', '1C'])?.id).toBe(ia?.[0]?.id);
    expect(closestExample(undefined, ['1D'])).toBeUndefined();
  });
});
