/**
 * The corpus: every source under `content/` — the editions, the law texts,
 * the guidance and the example auctions — read and checked in one pass.
 *
 * `loadCorpus` returns plain data (no HTML, no URLs) and every diagnostic
 * of every file together. A fault in one file is reported once, in that
 * file: checks that depend on a broken file (a guidance passage annotating a
 * text that failed to parse) are skipped rather than blamed on others.
 */
import { lstatSync } from 'node:fs';
import path from 'node:path';
import type { Example } from '../bridge/examples';
import { isRuledEdition, ruledEditionsText, type EditionId } from '../bridge/edition';
import { loadAssessments, type GuidanceAssessment } from './assessments';
import { guard, SourceError, stageFailure, type Diagnostic } from './diagnostic';
import { checkEdition, checkSources, Pass } from './corpus-pass';
import { compareEditions, findEdition, type Edition } from './editions';
import { internalNames } from './internal-names';
import { parseBodies, parseEditions, type Body } from './registry';
import { parseRenumberings, type Renumbering, type RenumberingsParseResult } from './renumberings';
import { parseChangeSummaries, type ChangeSummaries } from './change-summaries';
import { parseSources, type Source } from './sources';
import { parsePublications, sourcePublicationProblems, type Publication } from './publications';
import { loadExamples, type ExamplesLoadResult as ExamplesResult } from './examples';
import type { GuidanceDocument } from './guidance';
import { flatten, type LawText } from './law-text';
import { parseGuidance } from './parse-guidance';
import { parseLawText } from './parse-law-text';
import { readSource } from './source-limits';
import { loadSearchTerms, type SearchTerm } from './search-terms';
import { clauseProblem, loadPrecedents, type Precedent, type PrecedentsLoadResult } from './precedents';
import { didYouMean } from './suggest';
import { ASSESSMENTS_DIR, displayPath, filesIn, sourceFiles } from './source-files';
import { contentLayout } from './content-layout';
import { checkClausesNamed, checkRenumberedClauses, missingClause } from './reference-checks';

export { displayPath };

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
  /** The publications precedents cite, each with its one name and canonical hosts (content/publications.yaml; none when the file is absent). */
  publications: Publication[];
  /** Known renumberings of references between editions (content/renumberings.yaml; none when the file is absent). */
  renumberings: Renumbering[];
  laws: Law[];
  guidance: GuidanceDocument[];
  /** The knowledge base's assessments of guidance written for older texts (content/assessments/; none when the folder is absent), by guidance id. */
  assessments: GuidanceAssessment[];
  /** Example auctions, sorted by id. */
  examples: Example[];
  /** A Director's vocabulary for the search box (content/search-terms.yaml; none when the file is absent). */
  searchTerms: SearchTerm[];
  /** Published rulings on Law 27 (content/precedents/; none when the folder is absent), sorted by id. */
  precedents: Precedent[];
  /** What changed between two texts of a law, clause by clause, in our words (content/change-summaries.yaml; none when the file is absent). */
  changeSummaries: ChangeSummaries[];
}

export interface CorpusResult {
  /** The corpus, when there is no diagnostic. */
  corpus: Corpus | undefined;
  diagnostics: Diagnostic[];
}

export function loadCorpus(contentDir: string): CorpusResult {
  const pass = new Pass(contentDir);
  let corpus: Corpus | undefined;
  try {
    pass.add(contentLayout(contentDir, displayPath));
    const { editions, bodies, sources, publications, renumberings, renumberingsAt, changeSummaries } =
      loadRegistry(pass);
    const texts = loadLawTexts(pass, editions, sources);
    checkRenumberedClauses(pass, renumberings, renumberingsAt, texts);
    checkClausesNamed(pass, texts);
    const laws = groupLaws(texts, editions, renumberings);
    const { examples, fieldAt } = loadExampleFiles(pass);
    const guidance = loadGuidance(pass, laws, editions, examples, sources);
    checkExamples(pass, examples, fieldAt, guidance, editions);
    const precedents = loadPrecedentFiles(pass, laws, editions, bodies, publications);
    const assessments = loadAssessmentFiles(pass, guidance, editions, texts);
    // A meaning is looked for in the sources only when they all loaded: a broken source's words are not blamed on the table.
    const sourcesComplete = pass.diagnostics.length === 0;
    const { terms: searchTerms, diagnostics: termProblems } = loadSearchTerms(
      contentDir,
      sourcesComplete ? { laws, guidance, examples, assessments, precedents } : null,
      displayPath,
    );
    pass.add(termProblems);
    corpus = {
      contentDir,
      editions,
      bodies,
      sources,
      publications: publications ?? [],
      renumberings,
      laws,
      guidance,
      assessments,
      examples,
      searchTerms,
      precedents,
      changeSummaries,
    };
  } catch (error) {
    // Each file is read and checked in a guarded stage of its own; this is the last resort, for the pass itself.
    pass.diagnostics.push(stageFailure(displayPath(contentDir), 'checking', error));
  }
  if (pass.diagnostics.length > 0 || !corpus) return { corpus: undefined, diagnostics: pass.diagnostics };
  return { corpus, diagnostics: [] };
}

/** The corpus, or a SourceError listing every problem. */
export function loadCorpusOrThrow(contentDir: string): Corpus {
  const { corpus, diagnostics } = loadCorpus(contentDir);
  if (!corpus) throw new SourceError(diagnostics);
  return corpus;
}

/**
 * The registries: governing bodies, editions, source documents,
 * publications and renumberings, and the summaries of what changed between
 * texts (content/bodies.yaml, editions.yaml, sources.yaml,
 * publications.yaml, renumberings.yaml, change-summaries.yaml; the last
 * three are optional).
 */
function loadRegistry(pass: Pass): {
  editions: Edition[];
  bodies: Body[];
  sources: Source[];
  publications: Publication[] | undefined;
  renumberings: Renumbering[];
  renumberingsAt: RenumberingsParseResult['refAt'];
  changeSummaries: ChangeSummaries[];
} {
  const read = (name: string, optional = false): { shown: string; text: string } | undefined => {
    const file = path.join(pass.contentDir, name);
    const shown = displayPath(file);
    if (lstatSync(file, { throwIfNoEntry: false }) !== undefined) {
      const source = guard(shown, 'reading', pass.diagnostics, () => readSource(file, shown));
      pass.add(source?.problems ?? []);
      if (source?.text === undefined) return undefined;
      pass.add(internalNames(source.text, shown, false));
      return { shown, text: source.text };
    }
    if (!optional)
      pass.at(file, 1, 1, `${name} is missing`, `add content/${name}: see content/README.md for its fields`);
    return undefined;
  };
  /** Each registry checked in a guarded stage of its own. */
  const check = <T extends { diagnostics: readonly Diagnostic[] }>(
    file: { shown: string } | undefined,
    parse: (shown: string) => T,
  ): T | undefined => {
    const result = file && guard(file.shown, 'checking', pass.diagnostics, () => parse(file.shown));
    pass.add(result?.diagnostics ?? []);
    return result;
  };
  const bodiesFile = read('bodies.yaml');
  const editionsFile = read('editions.yaml');
  const sourcesFile = read('sources.yaml');
  const bodies = check(bodiesFile, (shown) => parseBodies(bodiesFile?.text ?? '', shown));
  const editions =
    bodies?.bodies &&
    check(editionsFile, (shown) => parseEditions(editionsFile?.text ?? '', shown, bodies.bodies ?? []));
  const sources = check(sourcesFile, (shown) => parseSources(sourcesFile?.text ?? '', shown));
  if (sources?.sources === undefined) pass.sourcesBroken = true;
  const publicationsFile = read('publications.yaml', true);
  const publications = check(publicationsFile, (shown) => parsePublications(publicationsFile?.text ?? '', shown));
  const renumberingsFile = read('renumberings.yaml', true);
  // Edition ids are checked against the registry only when it loaded (a broken registry has its own diagnostics).
  const renumberings = check(renumberingsFile, (shown) =>
    parseRenumberings(renumberingsFile?.text ?? '', shown, editions?.editions ?? []),
  );
  const summariesFile = read('change-summaries.yaml', true);
  const changeSummaries = check(summariesFile, (shown) =>
    parseChangeSummaries(summariesFile?.text ?? '', shown, editions?.editions ?? []),
  );
  return {
    editions: editions?.editions ?? [],
    bodies: bodies?.bodies ?? [],
    sources: sources?.sources ?? [],
    // undefined when the file has problems: its own diagnostics say so, and precedents' ids are not checked against it.
    publications: publicationsFile === undefined ? [] : publications?.publications,
    renumberings: renumberings?.renumberings ?? [],
    renumberingsAt: renumberings?.refAt,
    changeSummaries: changeSummaries?.summaries ?? [],
  };
}

function loadLawTexts(pass: Pass, editions: readonly Edition[], sources: readonly Source[]): LawText[] {
  const lawsDir = path.join(pass.contentDir, 'laws');
  const files = filesIn(lawsDir, /\.md$/, 1);
  if (files.length === 0)
    pass.at(lawsDir, 1, 1, 'no law texts found', 'add law texts as content/laws/<law>/<edition>.md');
  for (const file of files) {
    const rel = path.relative(lawsDir, file).split(path.sep);
    if (rel.length === 2) pass.lawFiles.add(`${rel[0]}/${path.basename(rel[1] ?? '', '.md')}`);
  }
  const { items, diagnostics } = sourceFiles(
    lawsDir,
    /\.md$/,
    (source, shown, file) => {
      const { text, diagnostics: found } = parseLawText(source, shown);
      const checks = new Pass(pass.contentDir, pass.sourcesBroken);
      checks.add(found, internalNames(source, shown, true));
      if (!text) return { item: undefined, diagnostics: checks.diagnostics };
      checkSources(checks, sources, [text.meta.base.witness, ...text.witnesses.map((w) => w.seed)], file, source);
      if (!checkEdition(checks, editions, text.edition, file, text.editionAt))
        return { item: undefined, diagnostics: checks.diagnostics };
      const expected = path.join(lawsDir, String(text.law), `${text.edition}.md`);
      if (path.resolve(file) !== path.resolve(expected)) {
        checks.at(
          file,
          1,
          1,
          `the file says it is Law ${text.law}, edition "${text.edition}", but it is not at ${displayPath(expected)}`,
          `move the file to ${displayPath(expected)} or correct "law" and "edition" in its front matter`,
        );
      }
      return { item: text, diagnostics: checks.diagnostics };
    },
    displayPath,
    1,
  );
  pass.add(diagnostics);
  return items;
}

function groupLaws(
  texts: readonly LawText[],
  editions: readonly Edition[],
  renumberings: readonly Renumbering[],
): Law[] {
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

function loadGuidance(
  pass: Pass,
  laws: readonly Law[],
  editions: readonly Edition[],
  examples: readonly Example[],
  sources: readonly Source[],
): GuidanceDocument[] {
  const exampleIds = new Set(examples.map((e) => e.id));
  const { items, diagnostics, broken } = sourceFiles(
    path.join(pass.contentDir, 'guidance'),
    /\.md$/,
    (source, shown, file) => {
      const { document, diagnostics: found } = parseGuidance(source, shown, (law, edition, clause) =>
        missingClause(
          laws.flatMap((l) => l.texts),
          law,
          edition,
          clause,
        ),
      );
      const checks = new Pass(pass.contentDir, pass.sourcesBroken);
      checks.add(found, internalNames(source, shown, true));
      if (!document) return { item: undefined, diagnostics: checks.diagnostics };
      checkSources(checks, sources, [document.meta.seed], file, source);
      if (path.basename(file, '.md') !== document.id) {
        checks.at(
          file,
          1,
          1,
          `the document's id is "${document.id}" but the file is ${path.basename(file)}`,
          `rename the file to ${document.id}.md or correct "id"`,
        );
      }
      if (!checkEdition(checks, editions, document.meta.interprets, file, document.interpretsAt))
        return { item: undefined, diagnostics: checks.diagnostics };
      checkPassages(checks, pass, document, file, laws, exampleIds);
      return { item: document, diagnostics: checks.diagnostics };
    },
    displayPath,
  );
  pass.add(diagnostics);
  for (const id of broken) pass.brokenGuidance.add(id);
  return items.sort((a, b) => a.id.localeCompare(b.id));
}

/** What a document's passages annotate is in the text of the edition it interprets; the example auctions they show exist. */
function checkPassages(
  checks: Pass,
  pass: Pass,
  document: GuidanceDocument,
  file: string,
  laws: readonly Law[],
  exampleIds: ReadonlySet<string>,
): void {
  const interprets = document.meta.interprets;
  const at = (line: number, message: string, fix: string) => checks.at(file, line, 1, message, fix);
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
      at(
        p.line,
        `passage "${p.id}" shows example auction "${example}", which is not in content/examples`,
        `add content/examples/${example}.yaml or correct the id`,
      );
    }
  }
}

/** The assessments of guidance, checked against the guidance they assess and the text they name. */
function loadAssessmentFiles(
  pass: Pass,
  guidance: readonly GuidanceDocument[],
  editions: readonly Edition[],
  texts: readonly LawText[],
): GuidanceAssessment[] {
  const { assessments, diagnostics } = loadAssessments(
    path.join(pass.contentDir, ASSESSMENTS_DIR),
    { guidance, brokenGuidance: pass.brokenGuidance, editions, texts, lawFiles: pass.lawFiles },
    displayPath,
  );
  pass.add(diagnostics);
  return assessments;
}

/** Facts of an example that other sources decide: its guidance document and its edition. */
function checkExamples(
  pass: Pass,
  examples: readonly Example[],
  fieldAt: ExamplesResult['fieldAt'],
  guidance: readonly GuidanceDocument[],
  editions: readonly Edition[],
): void {
  const docs = new Set(guidance.map((d) => d.id));
  for (const e of examples) {
    const file = path.join(pass.contentDir, 'examples', `${e.id}.yaml`);
    guard(displayPath(file), 'checking', pass.diagnostics, () => {
      if (!docs.has(e.source.document) && !pass.brokenGuidance.has(e.source.document)) {
        const where = fieldAt(e.id, ['source', 'document']);
        pass.at(
          file,
          where.line,
          where.column,
          `example "${e.id}" cites guidance document "${e.source.document}", which is not in content/guidance`,
          `use the id of a guidance document (${[...docs].map((d) => `"${d}"`).join(', ')})`,
        );
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
    });
  }
}

/**
 * The precedents (content/precedents/), each read and checked on its own,
 * then what other sources decide: the edition is in the registry and the
 * engine rules under it, its date is not before that edition was published,
 * the body is in content/bodies.yaml, the publication is in
 * content/publications.yaml and the address uses its canonical host, and
 * each clause (the deciding one too) is in the text of Law 27 of that
 * edition. Only the precedents without any problem are kept.
 */
function loadPrecedentFiles(
  pass: Pass,
  laws: readonly Law[],
  editions: readonly Edition[],
  bodies: readonly Body[],
  publications: readonly Publication[] | undefined,
): Precedent[] {
  const dir = path.join(pass.contentDir, 'precedents');
  const { precedents, diagnostics, fieldAt }: PrecedentsLoadResult = loadPrecedents(dir, displayPath);
  pass.add(diagnostics);
  const law27 = laws.find((l) => l.number === 27);
  return precedents.filter((p) => {
    const file = path.join(dir, `${p.id}.yaml`);
    const before = pass.diagnostics.length;
    guard(displayPath(file), 'checking', pass.diagnostics, () => {
      const at = (where: (string | number)[], message: string, fix: string) => {
        const point = fieldAt(p.id, where);
        pass.at(file, point.line, point.column, message, fix);
      };
      const edition = findEdition(editions, p.edition);
      if (!checkEdition(pass, editions, p.edition, file, fieldAt(p.id, ['edition'])) || !edition) return;
      if (!isRuledEdition(p.edition)) {
        at(
          ['edition'],
          `precedent "${p.id}" was ruled under the ${p.edition} text, but the Law 27 engine does not rule under it (it knows ${ruledEditionsText()}), so its ruling cannot be set beside the engine's`,
          `add the ${p.edition} profile to src/bridge/edition.ts, or hold the precedent back until then`,
        );
      }
      const date = p.source.date;
      if (date !== null && date < edition.published.slice(0, date.length)) {
        at(
          ['source', 'date'],
          `the source is dated ${date}, before the ${edition.short} text was published (${edition.published}), so it cannot have been ruled under it`,
          'check the date and the edition: a ruling is made under a text already published',
        );
      }
      if (p.body !== null && bodies.length > 0 && !bodies.some((b) => b.id === p.body)) {
        const ids = bodies.map((b) => b.id);
        at(
          ['body'],
          `unknown governing body "${p.body}": content/bodies.yaml has ${ids.join(', ')}${didYouMean(p.body, ids)}`,
          'use the id of a body in content/bodies.yaml, or null when the source does not say',
        );
      }
      for (const found of sourcePublicationProblems(p.source, publications))
        at(['source', found.field], found.message, found.fix);
      const text = law27?.texts.find((t) => t.edition === p.edition);
      if (!text) {
        if (!pass.lawFiles.has(`27/${p.edition}`))
          at(
            ['edition'],
            `the text of Law 27 as of "${p.edition}" is not in this knowledge base, so the clauses of precedent "${p.id}" cannot be checked`,
            'add content/laws/27/<edition>.md, or use an edition whose text is here',
          );
        return;
      }
      const ids = flatten(text.clauses).map((c) => c.id);
      const written: [string, (string | number)[]][] = [
        [p.deciding, ['deciding']],
        ...p.ruling.clauses.map((c, i): [string, (string | number)[]] => [c, ['ruling', 'clauses', i]]),
      ];
      for (const [c, where] of written) {
        const found = clauseProblem(c, ids, edition.short);
        if (found) at(where, found.message, found.fix);
      }
    });
    return pass.diagnostics.length === before;
  });
}

export function textOf(law: Law, edition: EditionId): LawText | undefined {
  return law.texts.find((t) => t.edition === edition);
}
