/**
 * content/search-terms.yaml: the Director's vocabulary is read with every
 * problem at its file:line:column with a fix, and each meaning must occur
 * in the sources; the real table loads with the corpus.
 */
import { mkdtempSync, cpSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/model/corpus';
import { parseSearchTerms } from '../../src/model/search-terms';
import { termWords } from '../../src/model/source-texts';

const FILE = 'content/search-terms.yaml';
const SOURCES = [
  'Any insufficient bid may be accepted (treated as legal) at the option of offender’s LHO.',
  'the offender’s partner must pass whenever it is his turn to call',
  'the non-offending side is damaged',
];
const read = (yaml: string, texts: readonly string[] | null = SOURCES) => parseSearchTerms(yaml, FILE, texts);
const problems = (yaml: string, texts?: readonly string[] | null) =>
  read(yaml, texts).diagnostics.map((d) => `${d.line}:${d.column} ${d.message} — ${d.fix}`);

describe('the search terms table', () => {
  it('reads terms and their meanings', () => {
    const { terms, diagnostics } = read(
      '- term: IB\n  means: [insufficient bid]\n- term: barred\n  means: [must pass whenever it is his turn]\n  note: 27B2\n',
    );
    expect(diagnostics).toEqual([]);
    expect(terms).toEqual([
      { term: 'IB', means: ['insufficient bid'] },
      { term: 'barred', means: ['must pass whenever it is his turn'] },
    ]);
  });

  it('finds a meaning written with a hyphen or in another case as the sources write it', () => {
    expect(read('- term: NOS\n  means: [Non offending side]\n').diagnostics).toEqual([]);
    expect(read('- term: left-hand opponent\n  means: [lho]\n').diagnostics).toEqual([]);
    expect(termWords("Left-hand Opponent's")).toEqual(['left', 'hand', "opponent's"]);
  });

  it('names a meaning whose words no source uses, with the nearest words the sources have', () => {
    expect(problems('- term: AI\n  means: [authorised information]\n')).toEqual([
      '2:11 a meaning of term "AI", "authorised information", has words no source uses: "authorised", "information" — write the words as a law text, guidance or example writes them, or remove the meaning: the search could never find it',
    ]);
    expect(problems('- term: IB\n  means: [insuficient bid]\n')).toEqual([
      '2:11 a meaning of term "IB", "insuficient bid", has a word no source uses: "insuficient" — write the words as a law text, guidance or example writes them (the sources have "insufficient" for "insuficient"), or remove the meaning: the search could never find it',
    ]);
  });

  it('names a meaning whose words are all there but never together', () => {
    expect(problems('- term: x\n  means: [partner bid]\n')).toEqual([
      '2:11 a meaning of term "x", "partner bid", occurs in no source as these words together — write the words as a law text, guidance or example writes them, or remove the meaning: the search could never find it',
    ]);
  });

  it('does not look for meanings when some source failed to load', () => {
    expect(read('- term: AI\n  means: [authorised information]\n', null).diagnostics).toEqual([]);
  });

  it('names unknown fields, with the field meant', () => {
    expect(problems('- term: IB\n  mean: [insufficient bid]\n')).toEqual([
      '2:3 unknown field "mean" in a search term (did you mean "means"?) — remove "mean" or correct its spelling; the fields are: term, means, note',
      '1:3 term "IB" has no "means" — add "means:" with the words the sources use for it, e.g. means: [insufficient bid]',
    ]);
  });

  it('names a missing term, an empty term, empty meanings and a meaning that is not text', () => {
    expect(problems('- means: [insufficient bid]\n')).toEqual([
      '1:3 a search term has no "term" — add "term:" with what a Director types, e.g. term: IB',
    ]);
    expect(problems('- term: ""\n  means: [insufficient bid]\n')).toEqual([
      '1:9 term is empty — write the words, e.g. "insufficient bid"',
    ]);
    expect(problems('- term: IB\n  means: []\n')).toEqual([
      '2:10 "means" of term "IB" is an empty list — give a list of the words the sources use for it, e.g. means: [insufficient bid]',
    ]);
    expect(problems('- term: IB\n  means: insufficient bid\n')).toEqual([
      '2:10 "means" of term "IB" is not a list — give a list of the words the sources use for it, e.g. means: [insufficient bid]',
    ]);
    expect(problems('- term: IB\n  means: [[insufficient, bid]]\n')).toEqual([
      '2:11 a meaning of term "IB" is not a single text — write it as one text, e.g. "insufficient bid"',
    ]);
    expect(problems('- term: IB\n  means:\n')).toEqual([
      '2:3 "means" of term "IB" is not a list — give a list of the words the sources use for it, e.g. means: [insufficient bid]',
    ]);
  });

  it('names a character a reader would not type; an invisible one, a letter-like filler included, at its place as in every source', () => {
    expect(problems('- term: "I\u200bB"\n  means: [insufficient bid]\n')).toEqual([
      '1:11 invisible or control character U+200B ZERO WIDTH SPACE — delete it (most editors show it once the cursor is on it); sources are plain text: write a space, a line break or nothing instead',
    ]);
    expect(problems('- term: IB\u3164\n  means: [insufficient bid]\n')).toEqual([
      '1:11 invisible or control character U+3164 HANGUL FILLER — delete it (most editors show it once the cursor is on it); sources are plain text: write a space, a line break or nothing instead',
    ]);
    expect(problems('- term: "<b>IB"\n  means: [insufficient bid]\n')).toEqual([
      '1:9 term "<b>IB" has the character "<", which a search does not use — write it with letters, digits, spaces, hyphens and apostrophes only',
    ]);
  });

  it('names a term written twice, however it is spelt, a meaning given twice and a meaning that is the term', () => {
    expect(problems('- term: IB\n  means: [insufficient bid]\n- term: ib\n  means: [insufficient bid]\n')).toEqual([
      '3:9 the term "ib" is already in the table, at line 1 — merge the two entries: one entry per term, with all its meanings under "means"',
    ]);
    expect(problems('- term: IB\n  means: [insufficient bid, Insufficient  bid]\n')).toEqual([
      '2:29 term "IB" gives the meaning "Insufficient  bid" twice — remove one of them',
    ]);
    expect(problems('- term: LHO\n  means: [lho]\n')).toEqual([
      '2:11 term "LHO" means "lho", which is the term itself — remove this meaning: the search finds the term\'s own words anyway',
    ]);
  });

  it('names malformed YAML and a file that is not a list, and reads an empty file as no terms', () => {
    expect(problems('- term: IB\n  means: [insufficient bid\n')[0]).toMatch(
      /^\d+:\d+ malformed YAML: .* — fix the YAML syntax/,
    );
    expect(problems('term: IB\n')).toEqual([
      `1:1 ${FILE} is not a list of terms — write one entry per term, each starting with "- ", for example:\n- term: IB\n  means: [insufficient bid]`,
    ]);
    expect(problems('- IB\n')).toEqual([
      '1:3 an entry of the search terms is not a set of "key: value" fields — write each entry as "term:" and "means:" lines, for example:\n- term: IB\n  means: [insufficient bid]',
    ]);
    expect(read('# nothing yet\n')).toEqual({ terms: [], diagnostics: [] });
  });

  it('loads the real table with the corpus, every meaning found in the sources', () => {
    const { corpus, diagnostics } = loadCorpus('content');
    expect(diagnostics).toEqual([]);
    const terms = corpus?.searchTerms ?? [];
    expect(terms.length).toBeGreaterThanOrEqual(10);
    expect(terms.find((t) => t.term === 'IB')?.means).toEqual(['insufficient bid']);
  });

  it("stops the corpus at the table's line and column", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kb-terms-'));
    cpSync('content', dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'search-terms.yaml'),
      '- term: IB\n  means: [insufficient bid]\n- term: AI\n  means: [authorised intelligence]\n',
    );
    const { corpus, diagnostics } = loadCorpus(dir);
    expect(corpus).toBeUndefined();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ line: 4, column: 11 });
    expect(diagnostics[0]?.file.endsWith('search-terms.yaml')).toBe(true);
  });
});
