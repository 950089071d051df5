/**
 * Assessments against the comparisons: which passages need one (a clause they
 * annotate changed, a reference-only change included), and the checks that
 * need the build's date: `against` is the text in force, and a passage on a
 * changed clause without an assessment stops the build at its own place.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assessmentOf, changedClauses, changedTargets } from '../../src/derive/assessments';
import { loadCheckedCorpus } from '../../src/derive/checked-corpus';
import { formatDiagnostic } from '../../src/model/diagnostic';
import { displayPath } from '../../src/model/source-files';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
const TODAY = '2026-01-01';
const work = mkdtempSync(path.join(tmpdir(), 'kb-assess-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the real sources with the assessment file changed by `edit` (undefined: removed). */
function withAssessment(name: string, edit: ((yaml: string) => string) | undefined): string {
  const dir = path.join(work, name);
  cpSync(CONTENT, dir, { recursive: true });
  const file = path.join(dir, 'assessments', 'zone7-2008.yaml');
  if (edit) writeFileSync(file, edit(readFileSync(file, 'utf8')));
  else rmSync(file);
  return dir;
}

/** Line of the first `needle` in a file. */
function lineOf(file: string, needle: string): number {
  const text = readFileSync(file, 'utf8');
  return text.slice(0, text.indexOf(needle)).split('\n').length;
}

const real = loadCheckedCorpus(CONTENT, TODAY);
const corpus = real.corpus!;
const law27 = corpus.laws.find((l) => l.number === 27)!;
const zone7 = corpus.guidance.find((d) => d.id === 'zone7-2008')!;
const passage = (id: string) => zone7.passages.find((p) => p.id === id)!;

describe('what changed, for guidance', () => {
  it('counts substance, references renumbered and made precise, and removal; not punctuation', () => {
    expect(changedClauses(law27, '2008-03', '2017')).toEqual(['B1a', 'B1b', 'B2', 'B3', 'B4', 'C', 'footnote']);
    expect(changedClauses(law27, '2007', '2008-03')).toEqual([]);
    expect(changedClauses(law27, '2017', '2017')).toEqual([]);
  });

  it('a passage on a changed clause, on a group with a changed sub-clause, or on the whole law needs an assessment; one on 27D alone does not', () => {
    expect(changedTargets(corpus, zone7, passage('law-27b4'), '2017')).toEqual(['27B4']);
    expect(changedTargets(corpus, zone7, passage('law-27b1-or-b2-procedure'), '2017')).toEqual(['27B1', '27B2']);
    expect(changedTargets(corpus, zone7, passage('law-27-1'), '2017')).toEqual(['27']);
    expect(changedTargets(corpus, zone7, passage('how-to-proceed-1'), '2017')).toEqual(['27B1', '27B2']);
    expect(changedTargets(corpus, zone7, passage('law-27d'), '2017')).toEqual([]);
    expect(changedTargets(corpus, zone7, passage('law-40'), '2017')).toEqual([]);
  });

  it('every such Zone 7 passage has its assessment, and the real sources pass', () => {
    expect(real.diagnostics).toEqual([]);
    const need = zone7.passages.filter((p) => changedTargets(corpus, zone7, p, '2017').length > 0).map((p) => p.id);
    expect(need).toHaveLength(18);
    for (const id of need) expect(assessmentOf(corpus, 'zone7-2008', id)?.against, id).toBe('2017');
    expect(assessmentOf(corpus, 'zone7-2008', 'law-40')).toBeUndefined();
  });

  it('the comparable-calls guide is written for the text in force: nothing of it needs one', () => {
    const guide = corpus.guidance.find((d) => d.id === 'comparable-calls')!;
    expect(guide.passages.flatMap((p) => changedTargets(corpus, guide, p, '2017'))).toEqual([]);
  });
});

describe('the checks that need the build date', () => {
  it('a passage on a changed clause without an assessment fails at its ::passage line, naming the file to add it to', () => {
    const dir = withAssessment('missing-one', (y) => y.replace(/ {2}law-27b4:\n(?: {4}.*\n| {6}.*\n)+/, ''));
    const { corpus: none, diagnostics } = loadCheckedCorpus(dir, TODAY);
    expect(none).toBeUndefined();
    const md = path.join(dir, 'guidance', 'zone7-2008.md');
    const shown = displayPath(md);
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      `${shown}:${lineOf(md, '::passage{#law-27b4 ')}:1: passage "law-27b4" was written for the March 2008 text and annotates 27B4, which changed by the 2017 text, but has no assessment saying whether it still holds` +
        ` — fix: add it to ${displayPath(path.join(dir, 'assessments', 'zone7-2008.yaml'))}, under passages: "law-27b4: { verdict: holds | holds-in-part | no-longer-holds, why: one sentence, now: [the 2017 clauses it turns on] }" (see content/README.md, Assessments of guidance)`,
    ]);
  });

  it('without the file, every passage that needs one is reported, each at its place', () => {
    const dir = withAssessment('no-file', undefined);
    const { diagnostics } = loadCheckedCorpus(dir, TODAY);
    expect(diagnostics).toHaveLength(18);
    expect(diagnostics.every((d) => d.file.endsWith(path.join('guidance', 'zone7-2008.md')) && d.column === 1)).toBe(
      true,
    );
    expect(diagnostics[0]?.fix).toContain('(a new file: guidance: zone7-2008, against: "2017", passages:)');
  });

  it('against a text that is not in force today: at `against`', () => {
    const dir = withAssessment('old-against', (y) => y.replace('against: "2017"', 'against: "2008-03"'));
    const { diagnostics } = loadCheckedCorpus(dir, TODAY);
    const file = displayPath(path.join(dir, 'assessments', 'zone7-2008.yaml'));
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      `${file}:${lineOf(path.join(dir, 'assessments', 'zone7-2008.yaml'), 'against:')}:10: against: "2008-03" is not the text in force today (on ${TODAY} the text in force is "2017") — fix: write against: "2017" and check each verdict, why and now against the 2017 text`,
    ]);
  });

  it('before the 2017 text was in force anywhere, March 2008 was the text in force: assessing against 2017 is wrong then', () => {
    const { diagnostics } = loadCheckedCorpus(CONTENT, '2016-01-01');
    // (The summaries of what changed are held to the same date: content/change-summaries.yaml has none from 2007 to March 2008, which it says then.)
    expect(diagnostics.map((d) => d.message)).toContain(
      'against: "2017" is not the text in force today (on 2016-01-01 the text in force is "2008-03")',
    );
  });
});
