/**
 * The one reader (src/model/source-reader.ts, src/model/schema.ts), through
 * a kind of source made up here the way content/README.md says to add one
 * (a director's vocabulary for search: a list of terms): every problem at
 * its line and column, named by its path, with a fix from the field's hint;
 * did-you-mean from one suggester (src/model/suggest.ts).
 */
import { describe, expect, it } from 'vitest';
import { editionIdField } from '../../src/model/edition-id';
import { checkList, checkSchema, fields, flag, list, oneOf, pattern, text } from '../../src/model/schema';
import { readYaml, SourceText } from '../../src/model/source-reader';
import { didYouMean, editDistance, nearest } from '../../src/model/suggest';

const term = fields(
  {
    term: text('the word a director types, e.g. "revoke"'),
    means: pattern(/^\d{1,2}[A-Z]?\d?[a-z]?$/, 'the clause it leads to, e.g. "27B1b"', (v) => `"${v}" is not a clause`),
    kind: oneOf(['word', 'phrase'], 'a kind of term'),
    edition: editionIdField().optional(),
    common: flag().optional(),
    also: list(text('another spelling'), 'other spellings').optional(),
  },
  'a term',
);

const EXAMPLE = '- term: revoke\n  means: "61"\n  kind: word';

function read(yamlText: string) {
  const source = new SourceText(yamlText, 'content/search-terms.yaml');
  const yaml = readYaml(source, undefined, 'the file');
  const terms = yaml && checkList(term, yaml, source, { whole: 'the file', entry: 'term' }, EXAMPLE);
  return { terms, problems: source.diagnostics().map((d) => `${d.line}:${d.column} ${d.message} — ${d.fix}`) };
}

describe('a new kind of source, read by the one reader', () => {
  it('reads good entries as the schema gives them', () => {
    const { terms, problems } = read(
      '- term: comparable call\n  means: 23A\n  kind: phrase\n  edition: "2017"\n  common: true\n',
    );
    expect(problems).toEqual([]);
    expect(terms).toEqual([{ term: 'comparable call', means: '23A', kind: 'phrase', edition: '2017', common: true }]);
  });

  it('reports every problem of every entry, each at its place, named by the entry and the path', () => {
    const text = [
      '- term: revoke', //                    1
      '  means: 6-1', //                      2
      '  kind: wrod', //                      3
      '- term: ""', //                        4
      '  menas: "27"', //                     5
      '  kind: word', //                      6
      '  edition: 2017', //                   7
      '  common: "yes"', //                   8
      '  also: [revokes, ""]', //            9
      '- term:', //                           10
      '  means: "27"', //                     11
      '  kind: phrase', //                    12
      '  colour: red', //                     13
    ].join('\n');
    // Entries are named by their id when they have one (a registry's), else by their line.
    expect(read(text).problems).toEqual([
      '2:10 the term on line 1, means: "6-1" is not a clause — write the clause it leads to, e.g. "27B1b"',
      '3:9 the term on line 1, kind: "wrod" is not a kind of term — write "word" if that is what you meant; the choices are word or phrase',
      '4:9 the term on line 4, term: is blank — write the word a director types, e.g. "revoke"',
      '5:3 the term on line 4: unknown field "menas" (did you mean "means"?) — rename it to "means", or remove it',
      '7:12 the term on line 4, edition: is the number 2017, not text — write it in quotes: edition: "2017"',
      '8:11 the term on line 4, common: is "yes", not true or false — write true or false, without quotes',
      '9:19 the term on line 4, also[1]: is blank — write another spelling',
      '10:3 the term on line 10, term: has no value — write the word a director types, e.g. "revoke" after "term:"',
      '13:3 the term on line 10: unknown field "colour" — remove it; the fields of a term are term, means, kind, edition, common or also',
    ]);
  });

  it('a file that is not a list, and YAML that is not valid, each at its place', () => {
    expect(read('term: revoke\n').problems).toEqual([
      `1:1 content/search-terms.yaml is a mapping, not a list of terms — write one entry per term, each starting with "- ", for example:\n${EXAMPLE}`,
    ]);
    expect(read('- term: "revoke\n').problems[0]).toMatch(
      /^2:1 the file is not valid YAML: Missing closing "quote — correct the YAML syntax here/,
    );
  });

  it('a mapping, not a list, checked whole', () => {
    const source = new SourceText('term: revoke\nmeans: 61\n', 'content/one-term.yaml');
    const yaml = readYaml(source);
    expect(yaml && checkSchema(term, yaml, source, { whole: 'the term' })).toBeUndefined();
    expect(source.diagnostics().map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '1:1 the term: "kind" is missing',
      '2:8 means: is the number 61, not text',
    ]);
  });
});

describe('did you mean', () => {
  it('one edit for every four letters (at least one): insertions, deletions, substitutions, swaps of neighbours', () => {
    expect(editDistance('2071', '2017')).toBe(1);
    expect(editDistance('publsher', 'published')).toBe(2);
    expect(nearest('restrction', ['restriction', 'clause'])).toEqual(['restriction']);
    expect(nearest('Clause', ['restriction', 'clause'])).toEqual(['clause']);
    expect(nearest('27B9z', ['27B1a', '27B1b'])).toEqual([]);
    expect(nearest('colour', ['call', 'condition'])).toEqual([]);
    expect(didYouMean('EBF', ['WBF', 'EBU', 'ACBL'])).toBe(' (did you mean "WBF" or "EBU"?)');
    expect(didYouMean('2008-3', ['2007', '2008-03', '2017'])).toBe(' (did you mean "2008-03"?)');
    expect(didYouMean('World Bridge Federation', ['WBF'])).toBe('');
  });
});
