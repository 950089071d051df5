/**
 * The corpus: every source under `content/` — the editions, the law texts,
 * the guidance and the example auctions — read and checked in one pass.
 *
 * `loadCorpus` returns plain data (no HTML, no URLs) and every diagnostic
 * of every file together. A fault in one file is reported once, in that
 * file: checks that depend on a broken file (a guidance passage annotating a
 * text that failed to parse) are skipped rather than blamed on others.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Example } from '../bridge/examples';
import { isRuledEdition, ruledEditionsText } from '../bridge/edition';
import { SourceError, type Diagnostic } from './diagnostic';
import { compareEditions, findEdition, type Edition } from './editions';
import { internalNames } from './internal-names';
import { parseBodies, parseEditions, unknownEdition, type Body } from './registry';
import { parseRenumberings, type Renumbering } from './renumberings';
import { parseSources, unknownSource, type Source } from './sources';
import type { EditionId } from './edition-id';
import { loadExamples, type ExamplesLoadResult as ExamplesResult } from './examples';
import type { GuidanceDocument } from './guidance';
import { flatten, type LawText } from './law-text';
import { parseGuidance } from './parse-guidance';
import { parseLawText } from './parse-law-text';
import { readSource } from './source-limits';
import { loadSearchTerms, type SearchTerm } from './search-terms';

export interface Law {
  number: number;
  title: string;
  /** Its texts, oldest edition first. */
  texts: LawText[];
  /** The corpus's renumberings of references (content/renumberings.yaml), for comparing its texts. */
  renumberings?: readonly Renumbering[];
}

export interface Corpus {
  contentDir: string;
  /** Every edition the registry knows, oldest first (texts may exist for only some). */
  editions: Edition[];
  /** The governing bodies the registry's in-force dates name. */
  bodies: Body[];
  /** The source documents, as publications (content/sources.yaml). */
  sources: Source[];
  /** Known renumberings of references between editions (content/renumberings.yaml; none when the file is absent). */
  renumberings: Renumbering[];
  laws: Law[];
  guidance: GuidanceDocument[];
  /** Example auctions, sorted by id. */
  examples: Example[];
  /** A Director's vocabulary for the search box (content/search-terms.yaml; none when the file is absent). */
  searchTerms: SearchTerm[];
}

export interface CorpusResult {
  /** The corpus, when there is no diagnostic. */
  corpus: Corpus | undefined;
  diagnostics: Diagnostic[];
}

function filesIn(dir: string, ext: RegExp): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => ext.test(f) && path.basename(f) !== 'README.md')
    .map((f) => path.join(dir, f))
    .sort();
}

/** A path as diagnostics show it: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel;
}

/** What one pass over the sources has found so far. */
class Pass {
  readonly diagnostics: Diagnostic[] = [];
  /** "27/2017" for every law text file that exists, parsed or not (from its path). */
  readonly lawFiles = new Set<string>();
  /** Guidance and example ids whose files exist but did not load. */
  readonly brokenGuidance = new Set<string>();
  readonly brokenExamples = new Set<string>();
  /** content/sources.yaml is missing or has errors: uses of source ids are not checked against it. */
  sourcesBroken = false;

  constructor(readonly contentDir: string) {}

  at(file: string, line: number, column: number, message: string, fix: string): void {
    this.diagnostics.push({ file: displayPath(file), line, column, message, fix });
  }

  /**
   * Adds diagnostics one by one: a hostile source can have more (a 1 MB law
   * text of "27В1 " has 170,000) than push(...list) may take as arguments.
   */
  add(...lists: readonly (readonly Diagnostic[])[]): void {
    for (const list of lists) for (const d of list) this.diagnostics.push(d);
  }
}

export function loadCorpus(contentDir: string): CorpusResult {
  const pass = new Pass(contentDir);
  const { editions, bodies, sources, renumberings } = loadRegistry(pass);
  const texts = loadLawTexts(pass, editions, sources);
  const laws = groupLaws(texts, editions, renumberings);
  const { examples, fieldAt } = loadExampleFiles(pass);
  const guidance = loadGuidance(pass, laws, editions, examples, sources);
  checkExamples(pass, examples, fieldAt, guidance, editions);
  // A meaning is looked for in the sources only when they all loaded: a broken source's words are not blamed on the table.
  const sourcesComplete = pass.diagnostics.length === 0;
  const { terms: searchTerms, diagnostics: termProblems } = loadSearchTerms(contentDir, sourcesComplete ? { laws, guidance, examples } : null, displayPath);
  pass.add(termProblems);
  if (pass.diagnostics.length > 0) return { corpus: undefined, diagnostics: pass.diagnostics };
  return { corpus: { contentDir, editions, bodies, sources, renumberings, laws, guidance, examples, searchTerms }, diagnostics: [] };
}

/** The corpus, or a SourceError listing every problem. */
export function loadCorpusOrThrow(contentDir: string): Corpus {
  const { corpus, diagnostics } = loadCorpus(contentDir);
  if (!corpus) throw new SourceError(diagnostics);
  return corpus;
}

/**
 * The registries: governing bodies, editions, source documents and
 * renumberings (content/bodies.yaml, editions.yaml, sources.yaml,
 * renumberings.yaml; the last is optional).
 */
function loadRegistry(pass: Pass): { editions: Edition[]; bodies: Body[]; sources: Source[]; renumberings: Renumbering[] } {
  const read = (name: string, optional = false): { file: string; text: string } | undefined => {
    const file = path.join(pass.contentDir, name);
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) {
      const { text, problem } = readSource(file, displayPath(file));
      if (problem) {
        pass.diagnostics.push(problem);
        return undefined;
      }
      pass.add(internalNames(text, displayPath(file), false));
      return { file, text };
    }
    if (!optional) pass.at(file, 1, 1, `${name} is missing`, `add content/${name}: see content/README.md for its fields`);
    return undefined;
  };
  const bodiesFile = read('bodies.yaml');
  const editionsFile = read('editions.yaml');
  const sourcesFile = read('sources.yaml');
  const bodies = bodiesFile ? parseBodies(bodiesFile.text, displayPath(bodiesFile.file)) : undefined;
  pass.add(bodies?.diagnostics ?? []);
  const editions = editionsFile && bodies?.bodies ? parseEditions(editionsFile.text, displayPath(editionsFile.file), bodies.bodies) : undefined;
  pass.add(editions?.diagnostics ?? []);
  const sources = sourcesFile ? parseSources(sourcesFile.text, displayPath(sourcesFile.file)) : undefined;
  pass.add(sources?.diagnostics ?? []);
  if (sources?.sources === undefined) pass.sourcesBroken = true;
  const renumberingsFile = read('renumberings.yaml', true);
  // Edition ids are checked against the registry only when it loaded (a broken registry has its own diagnostics).
  const renumberings = renumberingsFile ? parseRenumberings(renumberingsFile.text, displayPath(renumberingsFile.file), editions?.editions ?? []) : undefined;
  pass.add(renumberings?.diagnostics ?? []);
  return { editions: editions?.editions ?? [], bodies: bodies?.bodies ?? [], sources: sources?.sources ?? [], renumberings: renumberings?.renumberings ?? [] };
}

/** A diagnostic at each use of a source id in `text` that content/sources.yaml lacks, unless the registry itself failed. */
function checkSources(pass: Pass, sources: readonly Source[], ids: readonly string[], file: string, text: string): void {
  if (pass.sourcesBroken) return;
  for (const id of new Set(ids)) {
    const problem = unknownSource(id, sources);
    if (!problem) continue;
    const offset = Math.max(0, text.indexOf(id));
    const before = text.slice(0, offset).split('\n');
    pass.at(file, before.length, (before[before.length - 1]?.length ?? 0) + 1, problem.message, problem.fix);
  }
}

/** A diagnostic for an edition id that the registry lacks, unless the registry itself failed (that has its own). */
function checkEdition(pass: Pass, editions: readonly Edition[], id: string, file: string, at: { line: number; column: number }): boolean {
  if (findEdition(editions, id)) return true;
  if (editions.length === 0) return false;
  const problem = unknownEdition(id, editions);
  pass.at(file, at.line, at.column, problem?.message ?? `unknown edition "${id}"`, problem?.fix ?? 'use an edition of content/editions.yaml');
  return false;
}

function loadLawTexts(pass: Pass, editions: readonly Edition[], sources: readonly Source[]): LawText[] {
  const lawsDir = path.join(pass.contentDir, 'laws');
  const files = filesIn(lawsDir, /\.md$/);
  if (files.length === 0) {
    pass.at(lawsDir, 1, 1, 'no law texts found', 'add law texts as content/laws/<law>/<edition>.md');
  }
  const texts: LawText[] = [];
  for (const file of files) {
    const shown = displayPath(file);
    const rel = path.relative(lawsDir, file).split(path.sep);
    if (rel.length === 2) pass.lawFiles.add(`${rel[0]}/${path.basename(rel[1] ?? '', '.md')}`);
    const { text: source, problem } = readSource(file, shown);
    if (problem) {
      pass.diagnostics.push(problem);
      continue;
    }
    const { text, diagnostics } = parseLawText(source, shown);
    pass.add(diagnostics, internalNames(source, shown, true));
    if (!text) continue;
    checkSources(pass, sources, [text.meta.base.witness, ...text.witnesses.map((w) => w.seed)], file, source);
    if (!checkEdition(pass, editions, text.edition, file, text.editionAt)) continue;
    const expected = path.join(lawsDir, String(text.law), `${text.edition}.md`);
    if (path.resolve(file) !== path.resolve(expected)) {
      pass.at(
        file,
        1,
        1,
        `the file says it is Law ${text.law}, edition "${text.edition}", but it is not at ${displayPath(expected)}`,
        `move the file to ${displayPath(expected)} or correct "law" and "edition" in its front matter`,
      );
      continue;
    }
    texts.push(text);
  }
  return texts;
}

function groupLaws(texts: readonly LawText[], editions: readonly Edition[], renumberings: readonly Renumbering[]): Law[] {
  const byLaw = new Map<number, LawText[]>();
  for (const t of texts) byLaw.set(t.law, [...(byLaw.get(t.law) ?? []), t]);
  return [...byLaw.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, list]) => {
      const sorted = list.sort((a, b) => compareEditions(editions, a.edition, b.edition));
      return { number, title: sorted[sorted.length - 1]?.meta.title ?? '', texts: sorted, renumberings };
    });
}

function loadExampleFiles(pass: Pass): Pick<ExamplesResult, 'examples' | 'fieldAt'> {
  const dir = path.join(pass.contentDir, 'examples');
  const { examples, diagnostics, broken, fieldAt } = loadExamples(dir, displayPath);
  pass.add(diagnostics);
  for (const id of broken) pass.brokenExamples.add(id);
  return { examples, fieldAt };
}

function loadGuidance(pass: Pass, laws: readonly Law[], editions: readonly Edition[], examples: readonly Example[], sources: readonly Source[]): GuidanceDocument[] {
  const docs: GuidanceDocument[] = [];
  const exampleIds = new Set(examples.map((e) => e.id));
  for (const file of filesIn(path.join(pass.contentDir, 'guidance'), /\.md$/)) {
    const shown = displayPath(file);
    const { text: source, problem } = readSource(file, shown);
    if (problem) {
      pass.diagnostics.push(problem);
      pass.brokenGuidance.add(path.basename(file, '.md'));
      continue;
    }
    const { document, diagnostics } = parseGuidance(source, shown);
    pass.add(diagnostics, internalNames(source, shown, true));
    if (!document) {
      pass.brokenGuidance.add(path.basename(file, '.md'));
      continue;
    }
    const at = (line: number, message: string, fix: string) => pass.at(file, line, 1, message, fix);
    checkSources(pass, sources, [document.meta.seed], file, source);
    if (path.basename(file, '.md') !== document.id) {
      at(1, `the document's id is "${document.id}" but the file is ${path.basename(file)}`, `rename the file to ${document.id}.md or correct "id"`);
    }
    const interprets = document.meta.interprets;
    if (!checkEdition(pass, editions, interprets, file, document.interpretsAt)) {
      pass.brokenGuidance.add(document.id);
      continue;
    }
    for (const p of document.passages) {
      for (const target of p.annotates) {
        const text = laws.find((l) => l.number === target.law)?.texts.find((t) => t.edition === interprets);
        if (!text) {
          // A text that exists but failed to parse has its own diagnostics: do not blame this file for it.
          if (pass.lawFiles.has(`${target.law}/${interprets}`)) continue;
          at(
            p.line,
            `passage "${p.id}" annotates Law ${target.law}${target.clause ?? ''}, but the text of Law ${target.law} as of "${interprets}" is not in this knowledge base`,
            'annotate only clauses of law texts in content/laws; a mention of another law is found in the words by itself',
          );
          continue;
        }
        if (target.clause && !flatten(text.clauses).some((c) => c.id === target.clause)) {
          at(
            p.line,
            `passage "${p.id}" annotates clause "${target.clause}", which Law ${target.law} (${interprets}) does not have`,
            `use a clause id of content/laws/${target.law}/${interprets}.md, e.g. annotates="${target.law}B1a"`,
          );
        }
      }
      for (const example of p.examples) {
        if (exampleIds.has(example) || pass.brokenExamples.has(example)) continue;
        at(p.line, `passage "${p.id}" shows example auction "${example}", which is not in content/examples`, `add content/examples/${example}.yaml or correct the id`);
      }
    }
    docs.push(document);
  }
  return docs.sort((a, b) => a.id.localeCompare(b.id));
}

/** Facts of an example that other sources decide: its guidance document and its edition. */
function checkExamples(pass: Pass, examples: readonly Example[], fieldAt: ExamplesResult['fieldAt'], guidance: readonly GuidanceDocument[], editions: readonly Edition[]): void {
  const docs = new Set(guidance.map((d) => d.id));
  for (const e of examples) {
    const file = path.join(pass.contentDir, 'examples', `${e.id}.yaml`);
    if (!docs.has(e.source.document) && !pass.brokenGuidance.has(e.source.document)) {
      const where = fieldAt(e.id, ['source', 'document']);
      pass.at(file, where.line, where.column, `example "${e.id}" cites guidance document "${e.source.document}", which is not in content/guidance`, `use the id of a guidance document (${[...docs].map((d) => `"${d}"`).join(', ')})`);
    }
    const at = fieldAt(e.id, ['edition']);
    if (checkEdition(pass, editions, e.edition, file, at) && !isRuledEdition(e.edition)) {
      pass.at(
        file,
        at.line,
        at.column,
        `example "${e.id}" is written for the ${e.edition} text, but the Law 27 engine does not rule under it yet (it knows ${ruledEditionsText()}), so its rulings cannot be checked or shown`,
        `add the ${e.edition} profile to src/bridge/edition.ts (RULED_EDITIONS and its differences), or hold the example back until then`,
      );
    }
  }
}

export function findLaw(corpus: Corpus, number: number): Law | undefined {
  return corpus.laws.find((l) => l.number === number);
}

export function textOf(law: Law, edition: EditionId): LawText | undefined {
  return law.texts.find((t) => t.edition === edition);
}
