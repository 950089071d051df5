/**
 * Guidance sources: the real documents parse into passages with their
 * annotations; bad input fails with file and line.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseGuidance } from '../../src/model/parse-guidance';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { SourceError } from '../../src/model/diagnostic';
import { flatten } from '../../src/model/law-text';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
const corpus = loadCorpusOrThrow(CONTENT);
const zone7 = corpus.guidance.find((d) => d.id === 'zone7-2008')!;
const guide = corpus.guidance.find((d) => d.id === 'comparable-calls')!;

describe('the guidance documents', () => {
  it('says which text each one interprets', () => {
    expect(zone7.meta.interprets).toBe('2008-03');
    expect(guide.meta.interprets).toBe('2017');
    expect(zone7.meta.author).toBe('Arie Geursen');
  });

  it('keeps every slide of the Zone 7 deck as a passage, in order, parts I to III', () => {
    const ids = zone7.passages.map((p) => p.id);
    expect(ids[0]).toBe('title-page');
    expect(ids.indexOf('part-2')).toBeGreaterThan(ids.indexOf('law-92a-2'));
    expect(ids.indexOf('part-3')).toBeGreaterThan(ids.indexOf('law-12c1e'));
    expect(ids[ids.length - 1]).toBe('thank-you');
    expect(zone7.passages.map((p) => p.index)).toEqual(ids.map((_, i) => i));
  });

  it('ties the Part III passages to the clauses they explain', () => {
    const on = (id: string) =>
      zone7.passages.find((p) => p.id === id)?.annotates.map((a) => `${a.law}${a.clause ?? ''}`);
    expect(on('law-27b1a')).toEqual(['27B1a']);
    expect(on('law-27b1b')).toEqual(['27B1b']);
    expect(on('law-27b1-or-b2-procedure')).toEqual(['27B1', '27B2']);
    expect(on('law-27-example-1d-1s-1h')).toEqual(['27B1a', '27B1b', '27B2']);
  });

  it('every annotation names a clause that exists in the text the document interprets', () => {
    for (const doc of corpus.guidance) {
      const text = corpus.laws.find((l) => l.number === 27)!.texts.find((t) => t.edition === doc.meta.interprets)!;
      const ids = new Set(flatten(text.clauses).map((c) => c.id));
      for (const p of doc.passages)
        for (const a of p.annotates)
          if (a.clause) expect(ids.has(a.clause), `${doc.id}#${p.id} → ${a.clause}`).toBe(true);
    }
  });

  it('marks the example auctions so they can be found', () => {
    expect(zone7.passages.flatMap((p) => p.examples)).toEqual([
      'zone7-4nt-4d',
      'zone7-1d-1s-1h',
      'zone7-1nt-2s-2d',
      'zone7-1nt-2d-2c',
      'zone7-2nt-2h',
      'zone7-1s-2h-1nt',
    ]);
    expect(guide.passages.flatMap((p) => p.examples)).toHaveLength(8);
  });

  it('finds the references to other laws in the slides, by clause', () => {
    const law12 = zone7.passages
      .flatMap((p) => p.mentions)
      .filter((m) => m.law === 12)
      .map((m) => m.clause);
    for (const c of ['A1', 'B', 'C1b', 'C1c', 'C1d', 'C1e', 'C2']) expect(law12).toContain(c);
  });
});

const badDir = path.join(import.meta.dirname, 'fixtures', 'bad-guidance');
/** Each fixture has one fault; the parser must report it exactly: message, line, column and fix. */
interface Expected {
  line: number;
  column: number;
  message: string;
  fix: string | RegExp;
}
const LINK_FIX =
  'link to a page of this site with a relative address ("/laws/27/", "#part-2"), or elsewhere with "https:" or "mailto:"';
const IMAGE = {
  message: 'an image is not allowed in guidance',
  fix: 'describe what the image shows in words; the site publishes no image from a source, so that no page loads anything from elsewhere',
};
const RAW_HTML = {
  message: 'raw HTML is not allowed in guidance',
  fix: 'write the text without HTML tags (e.g. "1st" for "1<sup>st</sup>")',
};
const bad: Record<string, Expected> = {
  'malformed-reference.md': {
    line: 15,
    column: 6,
    message: 'malformed reference "Law 99": there is no Law 99 (the Laws have 1–93)',
    fix: 'correct the law number',
  },
  'malformed-annotates.md': {
    line: 13,
    column: 1,
    message: 'malformed annotation target "27b1" in passage "one"',
    fix: /^name clauses by law number/,
  },
  'duplicate-passage.md': {
    line: 17,
    column: 1,
    message: 'duplicate passage id "one" (first used on line 13)',
    fix: /used once per document/,
  },
  'text-outside-passage.md': {
    line: 13,
    column: 1,
    message: 'text outside any passage',
    fix: /start the document with "::passage\{#id\}"/,
  },
  'raw-html.md': { line: 15, column: 1, ...RAW_HTML },
  'raw-html-inline.md': { line: 15, column: 6, ...RAW_HTML },
  'unknown-directive.md': {
    line: 15,
    column: 1,
    message: 'unknown directive ":::note"',
    fix: /":::auction\{example=<id>\}"/,
  },
  'empty-passage.md': { line: 13, column: 1, message: 'passage "one" is empty', fix: /give the passage its words/ },
  'auction-without-example.md': {
    line: 15,
    column: 1,
    message: 'an auction without an example id',
    fix: /name the example auction/,
  },
  'unknown-topic.md': {
    line: 14,
    column: 1,
    message: 'unknown topic "scores" in passage "one"',
    fix: 'use one of: adjusted-score',
  },
  // Sources cannot carry script or send the reader elsewhere unannounced.
  'link-javascript.md': {
    line: 15,
    column: 6,
    message:
      'a link to "javascript:alert(1)": the "javascript:" scheme is not allowed (it could run script or leave the site)',
    fix: LINK_FIX,
  },
  'link-data.md': {
    line: 15,
    column: 6,
    message:
      'a link to "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==": the "data:" scheme is not allowed (it could run script or leave the site)',
    fix: LINK_FIX,
  },
  'link-scheme-hidden.md': {
    line: 15,
    column: 6,
    message:
      'a link to "java\\tscript:alert(1)": the "javascript:" scheme is not allowed (it could run script or leave the site)',
    fix: LINK_FIX,
  },
  'link-definition.md': {
    line: 17,
    column: 1,
    message:
      'a link to "javascript:alert(1)": the "javascript:" scheme is not allowed (it could run script or leave the site)',
    fix: LINK_FIX,
  },
  'autolink-javascript.md': {
    line: 15,
    column: 6,
    message:
      'a link to "javascript:alert(1)": the "javascript:" scheme is not allowed (it could run script or leave the site)',
    fix: LINK_FIX,
  },
  'link-without-scheme.md': {
    line: 15,
    column: 6,
    message: 'a link to "//elsewhere.example/slides" leaves the site without naming a scheme',
    fix: 'write the full address with its scheme: "https://elsewhere.example/slides"',
  },
  'image-remote.md': { line: 15, column: 5, ...IMAGE },
  'image-local.md': { line: 15, column: 5, ...IMAGE },
  // References are checked as in law texts: look-alike letters of another script are not silently ignored.
  'look-alike-letter.md': {
    line: 15,
    column: 10,
    message: '"27В1" contains Cyrillic В (U+0412), which only looks like the Latin B',
    fix: 'type the Latin B: "27B1"',
  },
  'look-alike-annotates.md': {
    line: 13,
    column: 1,
    message: 'annotation target "27В1" contains Cyrillic В (U+0412), which only looks like the Latin B (passage "one")',
    fix: 'type the Latin B: "27B1"',
  },
};

describe('bad guidance input', () => {
  it('has an expectation for every fixture', () => {
    expect(readdirSync(badDir).sort()).toEqual(Object.keys(bad).sort());
  });
  for (const [file, want] of Object.entries(bad)) {
    it(`${file}: ${want.message}`, () => {
      const { document, diagnostics } = parseGuidance(
        readFileSync(path.join(badDir, file), 'utf8'),
        `content/guidance/${file}`,
      );
      expect(document).toBeUndefined();
      expect(diagnostics).toHaveLength(1);
      const [d] = diagnostics;
      expect({ file: d?.file, line: d?.line, column: d?.column, message: d?.message }).toEqual({
        file: `content/guidance/${file}`,
        line: want.line,
        column: want.column,
        message: want.message,
      });
      if (typeof want.fix === 'string') expect(d?.fix).toBe(want.fix);
      else expect(d?.fix).toMatch(want.fix);
    });
  }
});

describe('guidance checked against the whole corpus', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'kb-guidance-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const withGuidance = (name: string, body: string) => {
    const dir = path.join(work, name);
    cpSync(CONTENT, dir, { recursive: true });
    const source = readFileSync(path.join(badDir, '..', 'bad-guidance', 'malformed-annotates.md'), 'utf8').replace(
      /\n::passage[\s\S]*$/,
      '\n',
    );
    writeFileSync(path.join(dir, 'guidance', 'fixture.md'), `${source}${body}`);
    try {
      loadCorpusOrThrow(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(SourceError);
      return (error as SourceError).diagnostics;
    }
    throw new Error('loadCorpusOrThrow accepted bad guidance');
  };

  it('an annotation naming a clause that does not exist fails with file and line', () => {
    const [d] = withGuidance('no-clause', '\n::passage{#one annotates="27B9"}\n\nWords.\n');
    expect(d?.file).toMatch(/guidance\/fixture\.md$/);
    expect(d?.line).toBe(14);
    expect(d?.message).toBe('passage "one" annotates clause "B9", which Law 27 (2017) does not have');
  });

  it('an annotation on a law whose text is not here fails', () => {
    const [d] = withGuidance('no-law', '\n::passage{#one annotates="12C1c"}\n\nWords.\n');
    expect(d?.message).toMatch(
      /annotates Law 12C1c, but the text of Law 12 as of "2017" is not in this knowledge base/,
    );
  });

  it('an example auction that is not in content/examples fails', () => {
    const [d] = withGuidance('no-example', '\n::passage{#one}\n\n:::auction{example=no-such-example}\n1♠ 2♥\n:::\n');
    expect(d?.message).toBe('passage "one" shows example auction "no-such-example", which is not in content/examples');
  });
});
