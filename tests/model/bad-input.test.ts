/**
 * Bad input gets a clear error: every fixture in fixtures/bad/ is a source
 * file with one problem, and the parser must report exactly that problem,
 * where it is, and how to fix it — and produce no text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLawText } from '../../src/model/parse-law-text';

const dir = path.join(import.meta.dirname, 'fixtures', 'bad');

interface Expected {
  line: number;
  column?: number;
  message: RegExp;
  fix: RegExp;
}

const cases: Record<string, Expected> = {
  'missing-front-matter.md': {
    line: 1,
    column: 1,
    message: /^missing front matter$/,
    fix: /YAML block between two "---" lines/,
  },
  'malformed-yaml.md': {
    line: 4,
    column: 25,
    message: /^the front matter is not valid YAML: Missing closing "quote/,
    fix: /YAML syntax/,
  },
  // A missing field is reported at the mapping it belongs in: the front matter's first line.
  'missing-field.md': {
    line: 2,
    column: 1,
    message: /^the front matter: "promulgatedBy" is missing$/,
    fix: /^add "promulgatedBy:" with who promulgated the text$/,
  },
  'bad-law-number.md': {
    line: 2,
    column: 6,
    message: /^law: there is no Law 0 \(the Laws have 1–93\)$/,
    fix: /^write the number of the law, e\.g\. 27$/,
  },
  'bad-date.md': {
    line: 7,
    column: 7,
    message: /^date: "March 2017" is not a date \(not written YYYY-MM-DD, YYYY-MM or YYYY\)$/,
    fix: /^write a date, YYYY-MM-DD, YYYY-MM or YYYY/,
  },
  'unknown-field.md': {
    line: 5,
    column: 1,
    message: /^the front matter: unknown field "author"$/,
    fix: /^remove it; the fields of the front matter of a law text are law, edition, /,
  },
  'duplicate-id.md': {
    line: 24,
    column: 1,
    message: /^duplicate clause id "A1" \(first used on line 20\)$/,
    fix: /used once per text/,
  },
  'out-of-order.md': {
    line: 24,
    message: /^clause "A1" is out of order: it comes after "A2" \(line 20\)$/,
    fix: /order of the Laws/,
  },
  'no-parent.md': {
    line: 20,
    message: /^clause "B1a" has no parent: clause "B1" must come before it$/,
    fix: /add "::clause\{#B1\}"/,
  },
  'empty-clause.md': { line: 20, message: /^clause "A1" is empty$/, fix: /give the clause its words/ },
  'unresolvable-reference.md': {
    line: 20,
    column: 31,
    message: /^unresolvable reference "7 following" in clause "B": this text has no clause "B7"$/,
    fix: /correct the reference/,
  },
  'unknown-directive.md': { line: 20, message: /^unknown directive ":::warning"$/, fix: /"::clause\{#id\}"/ },
  'unknown-text-directive.md': {
    line: 20,
    column: 23,
    message: /^unknown directive ":30"$/,
    fix: /literal colon as "\\:"/,
  },
  'text-outside-clause.md': { line: 18, message: /^text outside any clause$/, fix: /put a clause directive/ },
  'malformed-id.md': { line: 18, message: /^malformed clause id "a"$/, fix: /capital letter/ },
  'clause-without-id.md': { line: 18, message: /^clause without an id$/, fix: /::clause\{#B1a\}/ },
  'markdown-heading.md': {
    line: 22,
    message: /^a Markdown heading is not allowed in a law text$/,
    fix: /::clause\[Premature Replacement\]\{#C\}/,
  },
  'markdown-list.md': {
    line: 20,
    message: /^a Markdown list is not allowed in a law text$/,
    fix: /clause numbers come from the ids/,
  },
  'emphasis-in-law-text.md': {
    line: 20,
    column: 5,
    message: /^emphasis .* is not allowed in a law text$/,
    fix: /plain words/,
  },
  'sic-without-note.md': {
    line: 22,
    message: /^slip ":sic\[Al\]" names note "no-such-note", which is not in editorialNotes$/,
    fix: /add an editorial note with id "no-such-note"/,
  },
  'note-on-missing-clause.md': {
    line: 19,
    message: /^editorial note "lost" is attached to clause "B9", which this text does not have$/,
    fix: /correct the "clause"/,
  },
  'variant-not-in-text.md': {
    line: 18,
    message: /quotes "offender's LHO" in clause "A", but the clause does not contain those words$/,
    fix: /quote the base text/,
  },
  // References are checked as in guidance: no law outside 1–93, no clause typed with a look-alike letter.
  'law-number-out-of-range.md': {
    line: 20,
    column: 31,
    message: /^malformed reference "Law 999": there is no Law 999 \(the Laws have 1–93\)$/,
    fix: /^correct the law number$/,
  },
  'look-alike-letter.md': {
    line: 20,
    column: 35,
    message: /^"27В1" contains Cyrillic В \(U\+0412\), which only looks like the Latin B$/,
    fix: /^type the Latin B: "27B1"$/,
  },
  // Nothing in a law text can carry script or load from elsewhere.
  'raw-html-in-law-text.md': {
    line: 20,
    column: 22,
    message: /^raw HTML is not allowed in a law text$/,
    fix: /plain words; remove the markup/,
  },
  'link-in-law-text.md': {
    line: 20,
    column: 12,
    message: /^a Markdown link is not allowed in a law text$/,
    fix: /plain words; remove the markup/,
  },
  'image-in-law-text.md': {
    line: 20,
    column: 22,
    message: /^an image is not allowed in a law text$/,
    fix: /plain words; remove the markup/,
  },
  // A Law has a few dozen clauses; every clause is a page, so a text may have at most 200 (MAX_CLAUSES_PER_TEXT): here A, A1–A99, B, B1–B99, then C.
  'too-many-clauses.md': {
    line: 818,
    column: 1,
    message: /^this is clause 201 of the text, over the limit of 200 clauses for one law text$/,
    fix: /^a Law has at most a few dozen clauses: check that the file holds one Law in one edition, with one "::clause\{#id\}" per clause$/,
  },
  'footnote-mark-without-footnote.md': {
    line: 20,
    column: 13,
    message: /^footnote mark points to "footnote", which this text does not have$/,
    fix: /::clause\{#footnote\}/,
  },
};

describe('bad input', () => {
  it('has an expectation for every fixture, and a fixture for every expectation', () => {
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .sort(),
    ).toEqual(Object.keys(cases).sort());
  });

  for (const [file, want] of Object.entries(cases)) {
    it(`${file}: ${want.message.source}`, () => {
      const { text, diagnostics } = parseLawText(readFileSync(path.join(dir, file), 'utf8'), `content/laws/27/${file}`);
      expect(text).toBeUndefined();
      expect(diagnostics).toHaveLength(1);
      const [d] = diagnostics;
      expect(d?.file).toBe(`content/laws/27/${file}`);
      expect(d?.message).toMatch(want.message);
      expect(d?.fix).toMatch(want.fix);
      expect(d?.line).toBe(want.line);
      if (want.column !== undefined) expect(d?.column).toBe(want.column);
    });
  }
});
