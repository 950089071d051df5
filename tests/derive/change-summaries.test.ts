/**
 * The summaries of what changed are held against the comparisons: a summary
 * of an unchanged clause, a changed clause left out, a class the comparison
 * does not give, a text superseded without summaries — each stops the
 * build at its line and column.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCheckedCorpus } from '../../src/derive/checked-corpus';
import { formatDiagnostic } from '../../src/model/diagnostic';
import { ROOT } from '../../scripts/support/run-build';

const work = mkdtempSync(path.join(tmpdir(), 'kb-summaries-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const TODAY = '2026-01-01';

function withSummaries(name: string, edit: (text: string) => string): string {
  const dir = path.join(work, name);
  cpSync(path.join(ROOT, 'content'), dir, { recursive: true });
  const file = path.join(dir, 'change-summaries.yaml');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return dir;
}

const problems = (dir: string) =>
  loadCheckedCorpus(dir, TODAY).diagnostics.map((d) =>
    formatDiagnostic(d)
      .replace(/^.*change-summaries\.yaml/, 'change-summaries.yaml')
      .replace(/ — fix: .*/, ''),
  );

describe('change summaries', () => {
  it('the real ones agree with the comparisons', () => {
    const { corpus, diagnostics } = loadCheckedCorpus(path.join(ROOT, 'content'), TODAY);
    expect(diagnostics).toEqual([]);
    expect(corpus?.changeSummaries.map((s) => `${s.from}...${s.to}: ${s.clauses.length}`)).toEqual([
      '2007...2017: 9',
      '2008-03...2017: 10',
    ]);
  });

  it('refuses an unchanged clause, a missing one and a class the comparison does not give, each at its place', () => {
    const dir = withSummaries('wrong', (t) =>
      t
        .replace(
          '    - clause: B\n      class: typographic\n      summary: The lead-in "Then" gains a colon; the words are the same.\n',
          '    - clause: A1\n      class: typographic\n      summary: Nothing changed.\n',
        )
        .replace('    - clause: B2\n      class: renumbered', '    - clause: B2\n      class: substantive'),
    );
    const lines = readFileSync(path.join(dir, 'change-summaries.yaml'), 'utf8').split('\n');
    const at = (s: string, from = 0) => lines.findIndex((l, i) => i >= from && l.includes(s)) + 1;
    const first = at('  clauses:');
    expect(problems(dir)).toEqual([
      `change-summaries.yaml:${at('clause: A1')}:15: clause A1 has the same words in the 2007 and 2017 texts, so there is no change to summarise`,
      `change-summaries.yaml:${at('class: substantive', at('clause: B2'))}:14: clause B2 is "substantive" here, but the comparison of the 2007 and 2017 texts classes it "renumbered" (src/derive/compare/classify.ts)`,
      `change-summaries.yaml:${first + 1}:5: clause B changed from the 2007 to the 2017 text (typographic) but has no summary`,
    ]);
  });

  it('refuses a text no longer in force without summaries against the text in force', () => {
    const dir = withSummaries('missing', (t) => t.slice(0, t.indexOf('- law: 27\n  from: "2008-03"')));
    expect(problems(dir)).toEqual([
      'change-summaries.yaml:1:1: nothing says what changed in Law 27 from the 2008-03 text to the 2017 text, the text in force on 2026-01-01',
    ]);
  });

  it('refuses an unknown class by the schema, with did-you-mean', () => {
    const dir = withSummaries('typo', (t) => t.replace('class: reference', 'class: refrence'));
    expect(problems(dir)).toHaveLength(1);
    expect(loadCheckedCorpus(dir, TODAY).diagnostics[0]?.fix).toContain('write "reference" if that is what you meant');
  });
});
