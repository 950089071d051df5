/**
 * A synthetic corpus with the shape of the real one (content/), for the
 * scaling benchmark: law texts in three editions with lettered and numbered
 * clauses, cross-references of every form the model resolves, guidance
 * documents whose passages annotate clauses and show example auctions, and
 * the example auctions themselves.
 *
 * Deterministic: the same options give byte-identical files (a seeded PRNG,
 * no clock, no environment). At scale 1 it is about the size of the real
 * corpus (1 law × 3 texts, 38 clauses; 2 guidance documents, 86 passages;
 * 14 examples); at scale k about k times as many clauses, passages,
 * documents and examples. Law numbers stay within 1–93 and editions within
 * the registered ones, so beyond 93 laws a scale grows the clauses per law.
 *
 *   npx tsx scripts/bench/write-synthetic-corpus.ts <out-dir> [--scale 10] [--seed 1] [--example-scale 1]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getComparison } from '../../src/derive/law-comparisons';
import { changedTargets } from '../../src/derive/assessments';
import { pairsToSummarise } from '../../src/derive/change-summaries';
import { loadCorpus, type Corpus } from '../../src/model/corpus';
import { formatDiagnostics } from '../../src/model/diagnostic';
import { currentEdition } from '../../src/model/in-force';
import { buildDate } from '../../src/site/build-info';

export interface SyntheticOptions {
  /** 1 ≈ the real corpus; 10 and 100 ≈ ten and a hundred times as many clauses and passages. */
  scale: number;
  seed: number;
  /**
   * Scale of the example auctions alone (default: `scale`). Every example is a
   * Law 27 case, so holding this at 1 grows the laws and guidance without
   * growing what each Law 27 clause page shows.
   */
  exampleScale?: number;
}

export interface SyntheticSummary {
  laws: number;
  texts: number;
  clauses: number;
  guidanceDocuments: number;
  passages: number;
  examples: number;
  files: number;
  bytes: number;
}

/** The real corpus, which scale 1 imitates. */
export const REAL_SHAPE = { laws: 1, texts: 3, clauses: 38, guidanceDocuments: 2, passages: 86, examples: 14 } as const;

const EDITIONS = ['2007', '2008-03', '2017'] as const;
const REAL_CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
type EditionId = (typeof EDITIONS)[number];

// ------------------------------------------------------------------ PRNG

/** mulberry32: small, fast, good enough for test data; fully determined by the seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  constructor(readonly next: () => number) {}
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(list: readonly T[]): T {
    const v = list[Math.floor(this.next() * list.length)];
    if (v === undefined) throw new Error('pick from an empty list');
    return v;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  hex(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(this.next() * 16)];
    return s;
  }
  shuffle<T>(list: readonly T[]): T[] {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}

// ----------------------------------------------------------------- words

// Lower-case words only: no capital letters, digits, parentheses or colons, so
// filler can never be read as a clause designator, a law reference or a directive.
const WORDS = (
  'the director player partner offender declarer dummy defender opponent side board deal auction call bid pass double redouble ' +
  'insufficient sufficient legal illegal lowest denomination suit trick lead card hand contract score adjusted rectification ' +
  'infraction information unauthorised authorised meaning artificial natural conventional substitution withdrawn replacement ' +
  'accepted rejected corrected cancelled damaged assistance outcome probable judges rules applies allows requires may must shall ' +
  'should when whenever unless until before after during following that which whose with without within between upon from into ' +
  'turn rotation option attention irregularity table tournament session round result equity regulation procedure penalty ' +
  'restriction explanation agreement partnership understanding alert question answer claim concession revoke play period ' +
  'clarification opening faced exposed played quitted established ruling appeal committee organiser sponsoring organisation ' +
  'and or but not then also only any each every such this his her its their other same more most less further relevant'
).split(' ');

const HEADING_WORDS = (
  'Acceptance Rectification Premature Replacement Damage Procedure Information Penalty Correction Withdrawal Exposure Claim ' +
  'Concession Revoke Lead Auction Call Explanation Agreement Irregularity Score Adjustment Appeal Review Period Clarification'
).split(' ');

function sentence(r: Rng, min: number, max: number): string {
  const n = r.int(min, max);
  const words: string[] = [];
  for (let i = 0; i < n; i++) words.push(r.pick(WORDS));
  const first = words[0] ?? 'the';
  words[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return words.join(' ');
}

function heading(r: Rng): string {
  const n = r.int(2, 4);
  const words: string[] = [];
  for (let i = 0; i < n; i++) words.push(i === 1 && n > 2 ? r.pick(['of', 'after', 'before', 'not']) : r.pick(HEADING_WORDS));
  return words.join(' ');
}

// ----------------------------------------------------------- clause trees

interface ClauseShape {
  id: string;
  heading: boolean;
  /** False for a clause that is only a container of lettered clauses (like 27B1). */
  words: boolean;
}

/** Law 27's own shape, so that the examples' clauses (27B1a, 27B2, …) exist. */
const LAW27: ClauseShape[] = [
  { id: 'A', heading: true, words: false },
  { id: 'A1', heading: false, words: true },
  { id: 'A2', heading: false, words: true },
  { id: 'B', heading: true, words: true },
  { id: 'B1', heading: false, words: false },
  { id: 'B1a', heading: false, words: true },
  { id: 'B1b', heading: false, words: true },
  { id: 'B2', heading: false, words: true },
  { id: 'B3', heading: false, words: true },
  { id: 'B4', heading: false, words: true },
  { id: 'C', heading: true, words: true },
  { id: 'D', heading: true, words: true },
];

/** A clause tree of about `n` clauses: sections, numbered clauses, lettered clauses. */
function randomShape(r: Rng, n: number): ClauseShape[] {
  const out: ClauseShape[] = [];
  for (let s = 0; out.length < n && s < 26; s++) {
    const sec = String.fromCharCode(65 + s);
    const numbered = out.length + 1 >= n ? 0 : r.int(0, 4);
    out.push({ id: sec, heading: r.chance(0.8), words: numbered === 0 || r.chance(0.5) });
    for (let k = 1; k <= numbered && out.length < n; k++) {
      const lettered = out.length + 1 >= n ? 0 : r.chance(0.3) ? r.int(2, 3) : 0;
      out.push({ id: `${sec}${k}`, heading: false, words: lettered === 0 || r.chance(0.3) });
      for (let l = 0; l < lettered && out.length < n; l++) out.push({ id: `${sec}${k}${'abcdefgh'[l]}`, heading: false, words: true });
    }
  }
  // A clause with no words of its own must have children (or the model reports it empty).
  return out.map((c, i) => (!c.words && !c.heading && !(out[i + 1]?.id.startsWith(c.id) ?? false) ? { ...c, words: true } : c));
}

function parts(id: string): { sec: string; num?: number; letter?: string } {
  const m = /^([A-Z])(\d{1,2})?([a-z])?$/.exec(id);
  if (!m) return { sec: 'A' };
  return { sec: m[1] ?? 'A', ...(m[2] ? { num: Number(m[2]) } : {}), ...(m[3] ? { letter: m[3] } : {}) };
}

/** How a clause id is written in a law's words: B1a → "B1(a)". */
function written(id: string): string {
  const p = parts(id);
  return `${p.sec}${p.num ?? ''}${p.letter ? `(${p.letter})` : ''}`;
}

/**
 * One cross-reference from clause `at` to a clause in `ids` (ids present in
 * every text of the law), in one of the forms the model resolves; or a
 * reference to another law.
 */
/**
 * The laws of the corpus being written: a reference to one of their clauses
 * names section A, which every text has (the corpus checks that a clause
 * named is in the text of the law in the same edition).
 */
let corpusLaws: ReadonlySet<number> = new Set();
const otherClause = (law: number, clause: string) => (corpusLaws.has(law) && clause !== '' ? 'A' : clause);

function reference(r: Rng, at: string, ids: readonly string[], otherLaws: readonly number[]): string {
  const p = parts(at);
  const sections = ids.filter((i) => /^[A-Z]$/.test(i) && i !== p.sec);
  const numbered = ids.filter((i) => /^[A-Z]\d+$/.test(i) && i !== at);
  const siblingsNum = ids.filter((i) => i !== at && new RegExp(`^${p.sec}\\d+$`).test(i));
  const siblingsLetter = p.num === undefined ? [] : ids.filter((i) => i !== at && new RegExp(`^${p.sec}${p.num}[a-z]$`).test(i));
  const forms: (() => string | null)[] = [
    () => (sections.length ? `(see ${r.pick(sections)})` : null),
    () => (sections.length ? `but see ${r.pick(sections)} following` : null),
    () => (siblingsNum.length ? `(but see ${parts(r.pick(siblingsNum)).num} following)` : null),
    () => (numbered.length ? `as ${r.pick(numbered)} allows` : null),
    () => (siblingsLetter.length ? `except as in (${parts(r.pick(siblingsLetter)).letter})` : null),
    () => (numbered.length ? `following the application of ${r.pick(numbered)}` : null),
    () => {
      const lettered = ids.filter((i) => /[a-z]$/.test(i) && i !== at);
      return lettered.length ? `except as provided in ${written(r.pick(lettered))} above` : null;
    },
    () => {
      const n = r.pick(otherLaws);
      return `Law ${n}${otherClause(n, r.pick(['', 'A', 'B', 'C', 'B1', 'C2']))} applies`;
    },
    () => {
      const a = r.pick(otherLaws);
      const b = r.pick(otherLaws);
      return `Laws ${a}${otherClause(a, 'B')} and ${b}${otherClause(b, 'C')} do not apply`;
    },
    () => {
      const n = r.pick(otherLaws);
      const [sec, num] = [r.pick(['A', 'B', 'C']), r.int(1, 3)];
      return `(see Law ${n}-${corpusLaws.has(n) ? 'A' : `${sec}-${num}`})`;
    },
  ];
  for (let tries = 0; tries < 8; tries++) {
    const s = r.pick(forms)();
    if (s) return s;
  }
  return `Law ${r.pick(otherLaws)} applies`;
}

interface ClauseWords {
  shape: ClauseShape;
  heading: string;
  /** Paragraphs (plain words with references); one or two. */
  paragraphs: string[];
  footnoteMark: boolean;
}

function clauseWords(r: Rng, shape: ClauseShape, ids: readonly string[], otherLaws: readonly number[]): ClauseWords {
  const paragraphs: string[] = [];
  if (shape.words) {
    const count = r.chance(0.15) ? 2 : 1;
    for (let i = 0; i < count; i++) {
      const sentences: string[] = [];
      const n = r.int(1, 3);
      for (let s = 0; s < n; s++) {
        let text = sentence(r, 8, 22);
        if (r.chance(0.55)) text += ` ${reference(r, shape.id, ids, otherLaws)}`;
        if (r.chance(0.2)) text += ` and ${sentence(r, 3, 8).toLowerCase()}`;
        sentences.push(`${text}.`);
      }
      paragraphs.push(sentences.join(' '));
    }
  }
  return { shape, heading: shape.heading ? heading(r) : '', paragraphs, footnoteMark: false };
}

/** Words that take part in reference phrases: never replaced, never inserted by a revision. */
const REFERENCE_WORDS = new Set(['following', 'above', 'allows', 'see', 'as', 'in', 'and', 'or', 'but', 'except', 'provided', 'application', 'of', 'applies', 'do', 'not', 'apply']);
const SAFE_WORDS = WORDS.filter((w) => !REFERENCE_WORDS.has(w));

/** A later edition's words: mostly the same; some punctuation, some changes of substance. */
function revise(r: Rng, words: ClauseWords, substantive: number, typographic: number): ClauseWords {
  const paragraphs = words.paragraphs.map((p) => {
    if (r.chance(substantive)) {
      const tokens = p.split(' ');
      const candidates = tokens.flatMap((t, i) => (i > 0 && /^[a-z]+$/.test(t) && !REFERENCE_WORDS.has(t) ? [i] : []));
      for (let k = Math.min(candidates.length, r.int(1, 3)); k > 0; k--) tokens[r.pick(candidates)] = r.pick(SAFE_WORDS);
      return tokens.join(' ');
    }
    if (r.chance(typographic)) return p.replace(/ ([a-z]+) and ([a-z]+) /, ' $1, and $2 ').replace(/\.$/, ';');
    return p;
  });
  const heading = words.heading && r.chance(typographic) ? `${words.heading}.` : words.heading;
  return { ...words, heading, paragraphs };
}

// ------------------------------------------------------------ law texts

const EDITION_META: Record<EditionId, { date: string; dateNote: string; book: string }> = {
  '2007': { date: '2007', dateNote: 'The Laws of Duplicate Bridge 2007 (synthetic text for benchmarks).', book: '2007 Law' },
  '2008-03': { date: '2008-03', dateNote: 'The revision agreed in March 2008 (synthetic text for benchmarks).', book: 'March 2008 revision' },
  '2017': { date: '2017', dateNote: 'The Laws of Duplicate Bridge 2017 (synthetic text for benchmarks).', book: '2017 Law' },
};

function yamlString(s: string): string {
  return JSON.stringify(s);
}

interface LawPlan {
  law: number;
  title: string;
  /** Clause ids of each text, for annotations. */
  ids: Record<EditionId, string[]>;
  files: Record<EditionId, string>;
  clauses: number;
}

function lawText(r: Rng, law: number, clauseTarget: number, otherLaws: readonly number[]): LawPlan {
  const shape = law === 27 ? LAW27 : randomShape(r, clauseTarget);
  const hasFootnote = law === 27 || r.chance(0.3);
  const common = shape.map((s) => s.id);
  const title = heading(r);
  const base = shape.map((s) => clauseWords(r, s, common, otherLaws));
  // The footnote: marked in one clause of the older texts, as 27B1(b) is.
  const marked = hasFootnote ? base.filter((w) => w.paragraphs.length > 0)[r.int(0, base.filter((w) => w.paragraphs.length > 0).length - 1)] : undefined;
  const footnote = `\\* ${sentence(r, 10, 18).toLowerCase()}.`;
  // The 2017 text: revised words, no footnote, and sometimes one clause more.
  const extraSection = law !== 27 && r.chance(0.3) ? String.fromCharCode(65 + shape.filter((s) => /^[A-Z]$/.test(s.id)).length) : null;
  const slip = law === 27 || r.chance(0.2);
  const texts: Record<EditionId, ClauseWords[]> = {
    '2007': base,
    '2008-03': base.map((w) => revise(r, w, 0.05, 0.2)),
    '2017': base.map((w) => revise(r, w, 0.35, 0.1)),
  };
  const files = {} as Record<EditionId, string>;
  const ids = {} as Record<EditionId, string[]>;
  let clauses = 0;
  for (const edition of EDITIONS) {
    const seed = `${String(r.int(0, 999)).padStart(3, '0')}_${r.hex(16)}.txt`;
    const meta = EDITION_META[edition];
    const body: string[] = [];
    const list = texts[edition];
    const present: string[] = [];
    // A slip in 2017: the source misreads a reference, kept and marked (as 27B4's "as Al allows").
    const numbered = common.filter((i) => /^[A-Z]1$/.test(i));
    const slipTarget = slip && edition === '2017' && numbered.length > 0 ? numbered[0] : undefined;
    const slipIn = slipTarget ? list.filter((w) => w.paragraphs.length > 0 && w.shape.id !== slipTarget).at(-1) : undefined;
    let variant: { clause: string; base: string; reading: string } | undefined;
    for (const w of list) {
      body.push(w.heading ? `::clause[${w.heading}]{#${w.shape.id}}` : `::clause{#${w.shape.id}}`, '');
      present.push(w.shape.id);
      w.paragraphs.forEach((p, i) => {
        let para = p;
        if (i === 0 && w === slipIn && slipTarget) para += ` The substitution stands as :sic[${slipTarget.replace('1', 'l')}]{read=${slipTarget} note=slip-${slipTarget.toLowerCase()}} allows.`;
        if (i === 0 && hasFootnote && edition !== '2017' && w.shape.id === marked?.shape.id) para = para.replace(/ (\w+) /, ' $1:fn[\\*]{to=footnote} ');
        if (!variant && edition !== '2017' && i === 0 && w !== slipIn && w.shape.id !== marked?.shape.id) {
          const words = p.split(' ').slice(0, 3).join(' ');
          if (/^[A-Za-z ]+$/.test(words)) variant = { clause: w.shape.id, base: words, reading: words.toLowerCase().replace(/^(\w+)/, '$1s') };
        }
        body.push(para, '');
      });
    }
    if (edition === '2017' && extraSection) {
      body.push(`::clause[${heading(r)}]{#${extraSection}}`, '', `${sentence(r, 10, 20)}.`, '');
      present.push(extraSection);
    }
    if (hasFootnote && edition !== '2017') {
      body.push('::clause{#footnote}', '', footnote, '');
      present.push('footnote');
    }
    clauses += present.length;
    ids[edition] = present;
    const notes: string[] = [];
    if (slipTarget && slipIn) {
      notes.push(
        'editorialNotes:',
        `  - id: slip-${slipTarget.toLowerCase()}`,
        '    kind: slip',
        `    clause: ${slipIn.shape.id}`,
        `    text: ${yamlString(`The source reads "${slipTarget.replace('1', 'l')}" (a lower-case letter l). Read "${slipTarget}".`)}`,
      );
    }
    const fm = [
      '---',
      `law: ${law}`,
      `edition: ${yamlString(edition)}`,
      `title: ${yamlString(title)}`,
      `sourceTitle: ${yamlString(`LAW ${law} – ${title.toUpperCase()}`)}`,
      'promulgatedBy: World Bridge Federation Laws Committee (synthetic)',
      `date: ${yamlString(meta.date)}`,
      `dateNote: ${yamlString(meta.dateNote)}`,
      'base:',
      `  witness: ${yamlString(seed)}`,
      `  why: ${yamlString(`The synthetic source is the only witness of the text it heads "${meta.book}".`)}`,
      'witnesses:',
      `  - seed: ${yamlString(seed)}`,
      `    part: ${yamlString(`the part headed "${meta.book}"`)}`,
      '    kind: pdf-conversion',
      '    date: undated',
      '    publisher: not given',
      `    notes: ${yamlString(`${sentence(r, 12, 24)}.`)}`,
      ...(variant
        ? ['    variants:', `      - clause: ${variant.clause}`, `        base: ${yamlString(variant.base)}`, `        reading: ${yamlString(variant.reading)}`, '        kind: wording']
        : []),
      ...notes,
      '---',
      '',
    ];
    files[edition] = `${fm.join('\n')}${body.join('\n')}`;
  }
  return { law, title, ids, files, clauses };
}

// ------------------------------------------------------------- examples

type SourceDocument = 'zone7-2008' | 'comparable-calls';
const SUIT_SYMBOL = { C: '♣', D: '♦', H: '♥', S: '♠', NT: 'NT' } as const;
const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
type StrainCode = (typeof STRAINS)[number];
const bid = (level: number, s: StrainCode) => `${level}${SUIT_SYMBOL[s]}`;

interface ExamplePlan {
  id: string;
  document: SourceDocument;
  /** A line for the auction table in the guidance passage that shows it. */
  table: string[];
  yaml: string;
}

function example(r: Rng, n: number): ExamplePlan {
  const document: SourceDocument = n % 2 === 0 ? 'zone7-2008' : 'comparable-calls';
  const edition = document === 'zone7-2008' ? '2008-03' : '2017';
  const id = `${document === 'zone7-2008' ? 'zone7' : 'comparable-calls'}-synthetic-${String(n + 1).padStart(4, '0')}`;
  const place = `Synthetic example ${n + 1}`;
  /** The lines every example starts with; West deals, East is the offender. */
  const header = (kind: string, title: string) => [
    `id: ${id}`,
    `kind: ${kind}`,
    `title: ${yamlString(title)}`,
    'source:',
    `  document: ${document}`,
    `  place: ${yamlString(place)}`,
    `edition: '${edition}'`,
    "dealer: 'W'",
    "offender: 'E'",
    'assumptions:',
    `  - ${yamlString(`${sentence(r, 8, 16)}.`)}`,
  ];
  if (n % 7 === 6) {
    // A call out of rotation (as the comparable-calls guide's examples).
    const withdrawn = bid(1, r.pick(['D', 'H', 'S'] as const));
    const opening = bid(1, r.pick(['C', 'D', 'H', 'S'] as const));
    const lines = [
      ...header('call-out-of-rotation', `${withdrawn} out of turn, then ${opening} – (Pass) – ?`),
      `withdrawn: '${withdrawn}'`,
      `auction: ['${opening}', 'Pass']`,
      `intent: ${yamlString(`An opening bid of ${withdrawn}, made when partner was dealer.`)}`,
      'replacements:',
      `  - call: '${bid(2, 'H')}'`,
      '    judgement:',
      '      comparable: true',
      '    verdict:',
      '      restriction: none',
      `      quote: ${yamlString(`${sentence(r, 6, 12)}.`)}`,
      '  - description: "A call that might be made with game-forcing values."',
      '    judgement:',
      '      comparable: false',
      '    verdict:',
      '      restriction: partner-must-pass-once',
      `      quote: ${yamlString(`${sentence(r, 6, 12)}.`)}`,
      'notes:',
      `  - ${yamlString(`${sentence(r, 8, 16)}.`)}`,
      '',
    ];
    return { id, document, table: ['| West | North | East |', '| --- | --- | --- |', `| ${opening} | Pass | ${withdrawn} |`], yaml: lines.join('\n') };
  }
  // An insufficient bid: opening, overcall, then a bid below the overcall.
  const over = r.pick(['H', 'S', 'NT'] as const);
  const below = STRAINS.slice(0, STRAINS.indexOf(over));
  const open = r.pick(below);
  const ib = r.pick(below.filter((s) => s !== open).length > 0 ? below.filter((s) => s !== open) : below);
  const calls = [bid(1, open), bid(1, over)];
  const insufficient = bid(1, ib);
  const lowest = bid(2, ib);
  const lines = [
    ...header('insufficient-bid', `${calls[0]} – (${calls[1]}) – ${insufficient}`),
    `auction: ['${calls[0]}', '${calls[1]}']`,
    `insufficient: '${insufficient}'`,
    'intent: "Natural."',
    'replacements:',
    `  - call: '${lowest}'`,
    '    judgement: {}',
    '    verdict:',
    '      restriction: none',
    '      clause: 27B1a',
    `      clauseStated: ${r.chance(0.5)}`,
    `      quote: ${yamlString(`${sentence(r, 8, 16)}.`)}`,
    "  - call: 'Pass'",
    '    judgement: {}',
    '    verdict:',
    '      restriction: partner-must-pass',
    '      clause: 27B2',
    '      clauseStated: false',
    `      quote: ${yamlString(`${sentence(r, 8, 16)}.`)}`,
    '',
  ];
  return { id, document, table: ['| West | North | East |', '| --- | --- | --- |', `| ${calls[0]} | ${calls[1]} | ${insufficient} |`], yaml: lines.join('\n') };
}

// ------------------------------------------------------------- guidance

/** How a guidance heading cites a clause: "Law 12-C-1(c)", "Law 27B1(a)". */
function citeHeading(r: Rng, law: number, id: string): string {
  if (id === 'footnote') return `Law ${law}`;
  const p = parts(id);
  if (r.chance(0.4)) return `Law ${law}-${p.sec}${p.num ? `-${p.num}` : ''}${p.letter ? `(${p.letter})` : ''}`;
  return `Law ${law}${written(id)}`;
}

function guidanceDoc(
  r: Rng,
  index: number,
  passages: number,
  laws: readonly LawPlan[],
  examples: ExamplePlan[],
  mentionable: readonly number[],
): { id: string; file: string } {
  const id = index === 0 ? 'zone7-2008' : index === 1 ? 'comparable-calls' : `guide-${String(index + 1).padStart(4, '0')}`;
  const interprets: EditionId = index === 0 ? '2008-03' : index === 1 ? '2017' : r.pick(EDITIONS);
  const kind = index % 2 === 0 ? 'slides' : 'guide';
  const lines = [
    '---',
    `id: ${id}`,
    `title: ${yamlString(`${heading(r)} — guidance ${index + 1}`)}`,
    `kind: ${kind}`,
    `author: ${yamlString('not given')}`,
    `publisher: ${yamlString('not given')}`,
    'date: undated',
    `dateNote: ${yamlString(`Written for the ${interprets} Laws (synthetic document for benchmarks).`)}`,
    `interprets: "${interprets}"`,
    `seed: "${String(r.int(0, 999)).padStart(3, '0')}_${r.hex(16)}.txt"`,
    '---',
    '',
  ];
  const numbers = mentionable;
  for (let p = 0; p < passages; p++) {
    const law = r.pick(laws);
    const ids = law.ids[interprets];
    const targets: string[] = [];
    // About half the passages annotate clauses (42 annotations on 86 passages in the real corpus).
    if (r.chance(0.3)) {
      const k = r.chance(0.3) ? r.int(2, 4) : 1;
      for (let i = 0; i < k; i++) targets.push(`${law.law}${r.pick(ids)}`);
    } else if (r.chance(0.05)) targets.push(String(law.law));
    const unique = [...new Set(targets)];
    const passageId = `${id === 'zone7-2008' ? 'law' : 'passage'}-${law.law}-${String(p + 1).padStart(4, '0')}`;
    lines.push(`::passage{#${passageId}${unique.length ? ` annotates="${unique.join(' ')}"` : ''}}`, '');
    const clause = r.pick(ids);
    lines.push(`## ${citeHeading(r, law.law, clause)}`, '');
    if (r.chance(0.5)) lines.push(`### ${heading(r)}`, '');
    const shape = r.int(0, 3);
    // A clause of a law of the corpus is one its text of that edition has (the corpus checks it); of another law, any.
    const named = (n: number, clause: string) => (laws.find((l) => l.law === n)?.ids[interprets]?.includes(clause) === false ? '' : clause);
    const mention = () => {
      const n = r.pick(numbers);
      return `Law ${n}${named(n, r.pick(['', 'A', 'B', 'C1', 'B2']))}`;
    };
    if (shape === 0 || shape === 3) {
      for (let i = r.int(2, 4); i > 0; i--) lines.push(`- ${sentence(r, 6, 18)}${r.chance(0.3) ? ` (see ${mention()})` : ''}.`);
      lines.push('');
    }
    if (shape === 1 || shape === 3) lines.push(`${sentence(r, 12, 30)}, as ${mention()} requires. ${sentence(r, 8, 20)}.`, '');
    if (shape === 2) {
      lines.push('| Call | Meaning |', '| --- | --- |');
      for (let i = r.int(2, 4); i > 0; i--) lines.push(`| ${bid(r.int(1, 4), r.pick(STRAINS))} | ${sentence(r, 3, 8)} |`);
      const [b, c] = [r.pick(numbers), r.pick(numbers)];
      lines.push('', `${sentence(r, 8, 16)} (see Laws ${b}${named(b, 'B')} and ${c}${named(c, 'C')}).`, '');
    }
    // Example auctions: spread over the passages, every one shown once.
    const remaining = passages - p;
    const take = examples.length >= remaining ? Math.ceil(examples.length / remaining) : r.chance(examples.length / remaining) ? 1 : 0;
    for (const ex of examples.splice(0, take)) {
      lines.push(`:::auction{example=${ex.id}}`, ...ex.table, ':::', '', `${sentence(r, 10, 24)}.`, '');
    }
  }
  return { id, file: lines.join('\n') };
}

// ------------------------------------------------------------- the corpus

/** Every file of the synthetic corpus: path relative to the content dir → contents. Pure. */
export function generateCorpus(options: SyntheticOptions): Map<string, string> {
  const { scale, seed } = options;
  if (!(scale > 0)) throw new Error(`scale must be positive, got ${scale}`);
  const r = new Rng(prng(seed));
  const files = new Map<string, string>();
  // The editions registry is the real one: the synthetic texts use its three editions.
  for (const name of ['editions.yaml', 'bodies.yaml']) files.set(name, readFileSync(path.join(REAL_CONTENT, name), 'utf8'));

  // Laws: 27 first (the examples and the site's Law 27 links need it), then others up to 93.
  const lawCount = Math.max(1, Math.min(93, Math.round(scale)));
  const others = r.shuffle(Array.from({ length: 93 }, (_, i) => i + 1).filter((n) => n !== 27));
  const numbers = [27, ...others.slice(0, lawCount - 1)].sort((a, b) => a - b);
  const mentionable = Array.from({ length: 93 }, (_, i) => i + 1);
  // Clauses: 38 × scale over all texts; Law 27 keeps its 38, the others share the rest.
  const clauseTotal = Math.round(REAL_SHAPE.clauses * scale);
  const perText = lawCount > 1 ? Math.max(3, Math.round((clauseTotal - REAL_SHAPE.clauses) / ((lawCount - 1) * 3))) : 13;
  const laws: LawPlan[] = [];
  corpusLaws = new Set(numbers);
  for (const law of numbers) {
    const plan = lawText(r, law, perText + (r.chance(0.5) ? 0 : r.int(-1, 1)), mentionable.filter((n) => n !== law));
    laws.push(plan);
    for (const edition of EDITIONS) files.set(`laws/${law}/${edition}.md`, plan.files[edition]);
  }

  const exampleCount = Math.max(1, Math.round(REAL_SHAPE.examples * (options.exampleScale ?? scale)));
  const examples = Array.from({ length: exampleCount }, (_, i) => example(r, i));
  for (const ex of examples) files.set(`examples/${ex.id}.yaml`, ex.yaml);

  // Guidance mentions the laws here and about 30 others (the real guidance mentions 30 laws).
  const mentioned = [...new Set([...numbers, ...others.slice(lawCount - 1, lawCount - 1 + 29)])].sort((a, b) => a - b);
  const docCount = Math.max(2, Math.round(REAL_SHAPE.guidanceDocuments * scale));
  const passageTotal = Math.round(REAL_SHAPE.passages * scale);
  const pending = [...examples];
  let left = passageTotal;
  for (let d = 0; d < docCount; d++) {
    const passages = d === docCount - 1 ? left : Math.max(1, Math.round(left / (docCount - d)) + r.int(-3, 3));
    left -= passages;
    const share = d === docCount - 1 ? pending.length : Math.round(pending.length / (docCount - d));
    const doc = guidanceDoc(r, d, passages, laws, pending.splice(0, share), mentioned);
    files.set(`guidance/${doc.id}.md`, doc.file);
  }
  files.set('sources.yaml', sourcesFor(files));
  return new Map([...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** content/sources.yaml for every source id the generated files use, each a (synthetic) publication. */
function sourcesFor(files: ReadonlyMap<string, string>): string {
  const ids = new Set<string>();
  for (const text of files.values()) for (const m of text.matchAll(/\b\d{3}_[0-9a-f]{16}\.txt\b/g)) ids.add(m[0]);
  return [...ids]
    .sort()
    .map((id) =>
      [
        `- id: "${id}"`,
        '  short: synthetic source',
        '  issuer: not given',
        '  title: A synthetic source document for benchmarks',
        '  date: undated',
        '  published: not published; made by the benchmark generator',
        '  copy: Generated, not transcribed.',
        '',
      ].join('\n'),
    )
    .join('\n');
}

/** The corpus's README (the one file besides the sources that content/ may hold) marks it as synthetic. */
const MARKER = 'README.md';
const MARKER_TITLE = '# A synthetic corpus, written by scripts/bench/synthetic-corpus.ts';

/**
 * Writes the corpus into `dir` (created; an earlier synthetic corpus there is
 * replaced; a non-empty folder that is not one is refused).
 */
export function writeCorpus(dir: string, options: SyntheticOptions): SyntheticSummary {
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    const marker = path.join(dir, MARKER);
    if (!existsSync(marker) || !readFileSync(marker, 'utf8').startsWith(MARKER_TITLE)) throw new Error(`${dir} is not empty and holds no synthetic corpus; refusing to overwrite it`);
    rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, MARKER), `${MARKER_TITLE}\n\nOptions: ${JSON.stringify(options)}\n`);
  const files = generateCorpus(options);
  let bytes = 0;
  for (const [rel, text] of files) {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    bytes += Buffer.byteLength(text);
  }
  // What changed in each law from each older text to the text in force, as the build asks of every text no
  // longer in force (src/derive/change-summaries.ts): made from the comparisons of the texts just written.
  // And an assessment of each passage of guidance written for an older text that annotates what changed
  // (src/derive/assessments.ts).
  const { corpus, diagnostics } = loadCorpus(dir);
  if (!corpus) throw new Error(`the synthetic corpus does not load:\n${formatDiagnostics(diagnostics)}`);
  // On the day the build will take as today (the last commit's), as the build checks them.
  const today = buildDate(path.dirname(REAL_CONTENT));
  const derived = new Map([['change-summaries.yaml', changeSummaries(corpus, today)], ...assessments(corpus, today)]);
  for (const [rel, text] of derived) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
    bytes += Buffer.byteLength(text);
  }
  return summarise(files, bytes);
}

/** assessments/<guidance>.yaml against the text in force on `today` for each guidance document written for another text, by file. */
function assessments(corpus: Corpus, today: string): [string, string][] {
  const current = currentEdition(corpus.editions, today)?.id;
  if (current === undefined) return [];
  const out: [string, string][] = [];
  for (const doc of corpus.guidance) {
    if (doc.meta.interprets === current) continue;
    const assessed = doc.passages
      .map((p) => ({ id: p.id, targets: changedTargets(corpus, doc, p, current) }))
      .filter((p) => p.targets.length > 0);
    if (assessed.length === 0) continue;
    const laws = (targets: string[]) => [...new Set(targets.map((t) => /^\d+/.exec(t)?.[0] ?? ''))];
    out.push([
      `assessments/${doc.id}.yaml`,
      [
        `guidance: ${doc.id}`,
        `against: "${current}"`,
        'passages:',
        ...assessed.flatMap((p) => [
          `  ${p.id}:`,
          '    verdict: holds',
          '    why: A synthetic passage, assessed for the benchmark.',
          `    now: [${laws(p.targets)
            .map((l) => `"${l}"`)
            .join(', ')}]`,
        ]),
        '',
      ].join('\n'),
    ]);
  }
  return out;
}

/** content/change-summaries.yaml for `corpus`: every changed clause of each pair the build asks for on `today` (pairsToSummarise), with the comparison's class. */
export function changeSummaries(corpus: Corpus, today: string): string {
  const entries: string[] = [];
  for (const { law, from, to } of pairsToSummarise(corpus, today)) {
    const changed = getComparison(law, from, to).clauses.filter((c) => c.status !== 'unchanged');
    if (changed.length === 0) continue;
    entries.push(
      [
        `- law: ${law.number}`,
        `  from: "${from}"`,
        `  to: "${to}"`,
        '  clauses:',
        ...changed.flatMap((c) => [
          `    - clause: ${c.id}`,
          `      class: ${c.status}`,
          `      summary: The synthetic text of this clause changed (${c.status}).`,
        ]),
      ].join('\n'),
    );
  }
  return `${entries.join('\n')}\n`;
}

function summarise(files: Map<string, string>, bytes: number): SyntheticSummary {
  const lawFiles = [...files.entries()].filter(([f]) => f.startsWith('laws/'));
  const guidance = [...files.entries()].filter(([f]) => f.startsWith('guidance/'));
  return {
    laws: new Set(lawFiles.map(([f]) => f.split('/')[1])).size,
    texts: lawFiles.length,
    clauses: lawFiles.reduce((n, [, t]) => n + (t.match(/^::clause/gm)?.length ?? 0), 0),
    guidanceDocuments: guidance.length,
    passages: guidance.reduce((n, [, t]) => n + (t.match(/^::passage/gm)?.length ?? 0), 0),
    examples: [...files.keys()].filter((f) => f.startsWith('examples/')).length,
    files: files.size,
    bytes,
  };
}
