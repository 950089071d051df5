/**
 * Assessments of guidance (content/assessments/<guidance>.yaml), read by the
 * one reader: the real file loads with the corpus; each fault is reported at
 * its line and column with a fix, all of a file's faults in one run.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAssessment, type AssessmentContext } from '../../src/model/assessments';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { formatDiagnostic } from '../../src/model/diagnostic';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
const corpus = loadCorpusOrThrow(CONTENT);
const ctx: AssessmentContext = {
  guidance: corpus.guidance,
  brokenGuidance: new Set(),
  editions: corpus.editions,
  texts: corpus.laws.flatMap((l) => l.texts),
  lawFiles: new Set(['27/2007', '27/2008-03', '27/2017']),
};

const FILE = 'content/assessments/zone7-2008.yaml';
const read = (text: string, file = FILE) => parseAssessment(text, file, ctx);
const messages = (text: string, file = FILE) => read(text, file).diagnostics.map(formatDiagnostic);

const GOOD = `guidance: zone7-2008
against: "2017"
passages:
  law-27b1a:
    verdict: holds-in-part
    why: The lowest bid still carries no rectification, but 2017 asks only whether it "specifies the same denomination(s)".
    now: [27B1a]
  law-27-1:
    verdict: holds
    why: A heading.
    now: ["27"]
`;

describe('the real assessments', () => {
  it('load with the corpus: every Zone 7 passage on Law 27, in the order written', () => {
    const zone7 = corpus.assessments.find((a) => a.guidance === 'zone7-2008');
    expect(zone7?.against).toBe('2017');
    expect(zone7?.file).toBe(path.relative(process.cwd(), path.join(CONTENT, 'assessments', 'zone7-2008.yaml')));
    const b1a = zone7?.passages.find((p) => p.passage === 'law-27b1a');
    expect(b1a?.verdict).toBe('holds-in-part');
    expect(b1a?.now).toEqual([{ law: 27, clause: 'B1a' }]);
    // The folded YAML is one line of text.
    expect(b1a?.why).not.toMatch(/\n/);
    expect(zone7?.passages.find((p) => p.passage === 'part-3')?.now).toEqual([{ law: 27, clause: null }]);
  });

  it('has one sentence of at most 40 words for each passage', () => {
    for (const p of corpus.assessments.flatMap((a) => a.passages)) {
      expect(p.why.split(/\s+/).length, p.passage).toBeLessThanOrEqual(40);
      expect(p.why, p.passage).toMatch(/\.$/);
    }
  });
});

describe('an assessment file', () => {
  it('reads with its positions', () => {
    const { assessment, diagnostics } = read(GOOD);
    expect(diagnostics).toEqual([]);
    expect(assessment?.againstAt).toEqual({ line: 2, column: 10 });
    expect(assessment?.passages.map((p) => [p.passage, p.at.line, p.at.column])).toEqual([
      ['law-27b1a', 4, 3],
      ['law-27-1', 8, 3],
    ]);
  });

  it('an unknown field: at its key, with the field it is likely a misspelling of', () => {
    expect(messages(GOOD.replace('    verdict: holds-in-part', '    verdit: holds-in-part'))).toEqual([
      `${FILE}:5:5: passages.law-27b1a: unknown field "verdit" (did you mean "verdict"?) — fix: rename it to "verdict", or remove it`,
    ]);
    expect(messages(GOOD.replace('against:', 'agianst:'))).toEqual([
      `${FILE}:2:1: the assessment: unknown field "agianst" (did you mean "against"?) — fix: rename it to "against", or remove it`,
    ]);
  });

  it('a bad verdict: at its value, with the three verdicts', () => {
    expect(messages(GOOD.replace('verdict: holds\n', 'verdict: still holds\n'))).toEqual([
      `${FILE}:9:14: passages.law-27-1.verdict: "still holds" is not a verdict — fix: write holds, holds-in-part or no-longer-holds`,
    ]);
    expect(messages(GOOD.replace('verdict: holds\n', 'verdict: hold\n'))[0]).toContain(
      'fix: write "holds" if that is what you meant; the choices are holds, holds-in-part or no-longer-holds',
    );
  });

  it('a passage the guidance does not have: at its key, with did-you-mean', () => {
    expect(messages(GOOD.replace('  law-27b1a:', '  law-27b1aa:'))).toEqual([
      `${FILE}:4:3: passages: "law-27b1aa" is not a passage of zone7-2008 (did you mean "law-27b1a"?) — fix: rename it to "law-27b1a" if that is what you meant`,
    ]);
  });

  it('a clause the text assessed against does not have: at the clause, with the nearest one', () => {
    expect(messages(GOOD.replace('now: [27B1a]', 'now: [27B1a, 27B1bb]'))).toEqual([
      `${FILE}:7:18: passages.law-27b1a.now: "27B1bb" is not a clause of Law 27 (2017) (did you mean "27B1b"?) — fix: write "27B1b" if that is what you meant`,
    ]);
    // The 2017 text has no footnote: a clause of the older text is not one of the text in force.
    expect(messages(GOOD.replace('now: [27B1a]', 'now: [27footnote]'))[0]).toMatch(
      /^content\/assessments\/zone7-2008\.yaml:7:11: passages\.law-27b1a\.now: "27footnote" is not a clause of Law 27 \(2017\)/,
    );
  });

  it('an edition the registry lacks, and a guidance document that is not there', () => {
    expect(messages(GOOD.replace('against: "2017"', 'against: "2071"'))).toEqual([
      `${FILE}:2:10: against: unknown edition "2071": content/editions.yaml has "2007", "2008-03", "2017" (did you mean "2017"?) — fix: use the id of an edition in content/editions.yaml, or add the edition there first`,
    ]);
    expect(
      messages(GOOD.replace('guidance: zone7-2008', 'guidance: zone7-2009'), 'content/assessments/zone7-2009.yaml'),
    ).toEqual([
      `content/assessments/zone7-2009.yaml:1:11: guidance: there is no guidance document "zone7-2009" in content/guidance (did you mean "zone7-2008"?) — fix: write "zone7-2008" if that is what you meant`,
    ]);
    expect(messages(GOOD, 'content/assessments/zone7.yaml')).toEqual([
      'content/assessments/zone7.yaml:1:11: guidance: "zone7-2008" is not this file\'s name (zone7.yaml) — fix: name the file after the guidance it assesses (zone7-2008.yaml), or write guidance: zone7',
    ]);
  });

  it('a why of two sentences, or in Markdown, or without its full stop', () => {
    expect(messages(GOOD.replace('why: A heading.', 'why: A heading. It holds.'))).toEqual([
      `${FILE}:10:10: passages.law-27-1.why: is more than one sentence (a new one starts after "A heading.") — fix: write one plain sentence of at most 40 words, ending with a full stop; split a long one and keep the main reason`,
    ]);
    expect(messages(GOOD.replace('why: A heading.', 'why: A *heading*.'))[0]).toContain(
      'passages.law-27-1.why: has "*": it is plain text, not Markdown or HTML',
    );
    expect(messages(GOOD.replace('why: A heading.', 'why: A heading'))[0]).toContain(
      'passages.law-27-1.why: does not end a sentence (with a full stop)',
    );
    expect(messages(GOOD.replace('why: A heading.', `why: ${'word '.repeat(41)}end.`))[0]).toContain(
      'passages.law-27-1.why: is 42 words long, more than 40',
    );
  });

  it('every fault of the file in one run, top to bottom', () => {
    const bad = GOOD.replace('against: "2017"', 'against: "2071"')
      .replace('  law-27b1a:', '  law-27b1aa:')
      .replace('verdict: holds\n', 'verdict: hold\n');
    expect(read(bad).diagnostics.map((d) => `${d.line}:${d.column}`)).toEqual(['2:10', '4:3', '9:14']);
    expect(read(bad).assessment).toBeUndefined();
  });
});
