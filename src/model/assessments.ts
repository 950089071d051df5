/**
 * Assessments of guidance (content/assessments/<guidance-id>.yaml): the
 * knowledge base's own note, passage by passage, on whether a guidance
 * document written for an older text still holds under the text in force.
 *
 *   guidance: zone7-2008          the guidance document assessed (its file name)
 *   against: "2017"               the text it is assessed against: the text in force
 *   passages:
 *     law-27b1a:                  a passage id of that document
 *       verdict: holds-in-part    holds | holds-in-part | no-longer-holds
 *       why: One plain sentence, our words, short quotes of the text in quotation marks.
 *       now: [27B1a]              the clauses of the `against` text it now turns on
 *
 * Read by the one reader (./source-reader.ts) against the schema below;
 * what depends on other sources (the guidance document and its passages, the
 * edition and its clauses) is checked by `checkAssessments`, called by the
 * corpus in the same pass. Whether `against` is the text in force today and
 * whether every passage on a changed clause has an assessment need the
 * build's date and the comparisons: src/derive/assessment-checks.ts.
 */
import path from 'node:path';
import { z } from 'astro/zod';
import type { SourcePoint, Diagnostic } from './diagnostic';
import { editionIdField } from './edition-id';
import { parseLawPoint, type GuidanceDocument, type LawPoint } from './guidance';
import { flatten, type LawText } from './law-text';
import { unknownEdition, type EditionEntry } from './registry';
import { checkSchema, described, fields, mapping, oneOf, pattern, problem, text } from './schema';
import { sourceFiles } from './source-files';
import { readYaml, SourceText, type YamlData } from './source-reader';
import { didYouMean, nearest, orList } from './suggest';

export const VERDICTS = ['holds', 'holds-in-part', 'no-longer-holds'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The longest `why`, in words: one sentence a director reads at a glance. */
export const WHY_MAX_WORDS = 40;

export interface PassageAssessment {
  /** The passage's id in its guidance document. */
  passage: string;
  verdict: Verdict;
  /** One plain sentence, the knowledge base's words. */
  why: string;
  /** The clauses (or the law, clause null) of the `against` text the passage now turns on. */
  now: LawPoint[];
  /** Where the passage's key is written in the assessment file. */
  at: SourcePoint;
}

export interface GuidanceAssessment {
  /** The guidance document's id. */
  guidance: string;
  /** The edition it is assessed against. */
  against: string;
  /** The assessment file, as diagnostics show it. */
  file: string;
  againstAt: SourcePoint;
  /** In the order written. */
  passages: PassageAssessment[];
}

/** Loose on purpose: a clause the text lacks ("27B1bb") is reported with the nearest clauses it has. */
const LAW_POINT = /^\d{1,3}(?:[A-Za-z][A-Za-z0-9]*)?$/;
const PLAIN = /[<>*_`#[\]{}|\\]/;

/** One sentence: ends with a full stop (or ? or !), no other sentence end inside, plain text, not too long. */
function whyProblem(value: string): string | undefined {
  const v = value.trim();
  if (PLAIN.test(v)) return `has "${PLAIN.exec(v)?.[0] ?? ''}": it is plain text, not Markdown or HTML`;
  if (!/[.?!]["”’)]?$/.test(v)) return 'does not end a sentence (with a full stop)';
  const inner = /[.?!]["”’)]?\s+(?=["“‘(]?[A-Z])/.exec(v.slice(0, -1));
  if (inner)
    return `is more than one sentence (a new one starts after "${v.slice(Math.max(0, inner.index - 20), inner.index + 1)}")`;
  const words = v.split(/\s+/).length;
  if (words > WHY_MAX_WORDS) return `is ${words} words long, more than ${WHY_MAX_WORDS}`;
  return undefined;
}

const why = text(
  'one plain sentence saying why, in our own words, quoting the text in force only in short phrases in quotation marks',
).superRefine((v, ctx) => {
  const found = whyProblem(v);
  if (found !== undefined)
    problem(
      ctx,
      [],
      found,
      `write one plain sentence of at most ${WHY_MAX_WORDS} words, ending with a full stop; split a long one and keep the main reason`,
    );
});

const passageAssessment = fields(
  {
    verdict: oneOf(VERDICTS, 'a verdict'),
    why,
    now: described(
      z
        .array(
          pattern(
            LAW_POINT,
            'a clause of the text assessed against, as "27B1a", or "27" for the whole law',
            (v) => `"${v}" is not a clause written as law number and clause id`,
          ),
        )
        .min(1),
      'a list',
      'a list of the clauses of the text in force the passage now turns on, e.g. [27B1a, 27D]',
    ),
  },
  'an assessment of a passage',
);

export const assessmentSchema = fields(
  {
    guidance: pattern(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'the id of the guidance document assessed, e.g. "zone7-2008"',
      (v) => `"${v}" is not a guidance id (lower-case words joined by "-")`,
    ),
    against: editionIdField('the edition the guidance is assessed against: the text in force, e.g. "2017"'),
    passages: mapping(
      z.string(),
      passageAssessment,
      'passage ids of the guidance document, each with its verdict, why and now',
    ),
  },
  'an assessment of guidance',
);

interface ReadAssessment {
  /** The assessment, when the file's schema holds. */
  assessment: GuidanceAssessment | undefined;
  /** What the checks across sources read, from the data as written (so that they run even when some field is wrong). */
  guidance: string | undefined;
  against: string | undefined;
  /** Each passage's `now` as written (strings only). */
  passages: Map<string, string[]>;
  yaml: YamlData;
  source: SourceText;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Reads one assessment file; its problems go to `source`. */
function readAssessment(source: SourceText): ReadAssessment | undefined {
  const yaml = readYaml(source, undefined, 'the file');
  if (!yaml) return undefined;
  const checked = checkSchema(assessmentSchema, yaml, source, { whole: 'the assessment' });
  const data = (yaml.data ?? {}) as Record<string, unknown>;
  const rawPassages =
    data['passages'] !== null && typeof data['passages'] === 'object' && !Array.isArray(data['passages'])
      ? (data['passages'] as Record<string, unknown>)
      : {};
  const passages = new Map(
    Object.entries(rawPassages).map(([id, v]) => {
      const now = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)['now'] : undefined;
      return [id, Array.isArray(now) ? now.filter((n): n is string => typeof n === 'string') : []];
    }),
  );
  const assessment = checked && {
    guidance: checked.guidance,
    against: checked.against,
    file: source.file,
    againstAt: yaml.locate(['against']),
    passages: Object.entries(checked.passages).map(([passage, a]) => ({
      passage,
      verdict: a.verdict,
      why: a.why.replace(/\s+/g, ' ').trim(),
      now: a.now.map((n) => parseLawPoint(n) ?? { law: 0, clause: null }),
      at: yaml.locate(['passages', passage], 'key'),
    })),
  };
  return {
    assessment,
    guidance: typeof data === 'object' ? str(data['guidance']) : undefined,
    against: str(data['against']),
    passages,
    yaml,
    source,
  };
}

/** What the checks across sources need to know of the other sources. */
export interface AssessmentContext {
  guidance: readonly GuidanceDocument[];
  /** Ids of guidance documents whose files exist but did not load: not blamed here. */
  brokenGuidance: ReadonlySet<string>;
  editions: readonly EditionEntry[];
  /** The law texts, by law, for the clauses `now` names. */
  texts: readonly LawText[];
  /** "27/2017" for every law text file that exists, loaded or not. */
  lawFiles: ReadonlySet<string>;
}

/** The assessment as checked against the other sources: the guidance document and its passages, the edition and its clauses. */
function checkAcross(read: ReadAssessment, file: string, ctx: AssessmentContext): void {
  const { yaml, source } = read;
  const stem = path.basename(file).replace(/\.ya?ml$/i, '');
  const ids = ctx.guidance.map((g) => g.id);
  const a = { guidance: read.guidance ?? stem, against: read.against, againstAt: yaml.locate(['against']) };
  if (read.guidance !== undefined && a.guidance !== stem) {
    source.sink.error(
      yaml.locate(['guidance']),
      `guidance: "${a.guidance}" is not this file's name (${path.basename(file)})`,
      `name the file after the guidance it assesses (${a.guidance}.yaml), or write guidance: ${stem}`,
    );
  }
  const doc = ctx.guidance.find((g) => g.id === a.guidance);
  if (!doc && !ctx.brokenGuidance.has(a.guidance)) {
    source.sink.error(
      yaml.locate(['guidance']),
      `guidance: there is no guidance document "${a.guidance}" in content/guidance${didYouMean(a.guidance, ids)}`,
      nearest(a.guidance, ids)[0] !== undefined
        ? `write "${nearest(a.guidance, ids)[0] ?? ''}" if that is what you meant`
        : `assess a document of content/guidance (${orList(ids.map((i) => `"${i}"`))}), or add its file`,
    );
  }
  if (doc) {
    const passages = doc.passages.map((p) => p.id);
    for (const id of read.passages.keys()) {
      if (passages.includes(id)) continue;
      const guess = nearest(id, passages)[0];
      source.sink.error(
        yaml.locate(['passages', id], 'key'),
        `passages: "${id}" is not a passage of ${doc.id}${didYouMean(id, passages)}`,
        guess !== undefined
          ? `rename it to "${guess}" if that is what you meant`
          : `use the id of a passage of content/guidance/${doc.id}.md (the "#id" of its "::passage" line), or remove it`,
      );
    }
  }
  if (a.against === undefined) return;
  const edition = ctx.editions.find((e) => e.id === a.against);
  if (!edition) {
    if (ctx.editions.length === 0) return;
    const found = unknownEdition(a.against, ctx.editions);
    source.sink.error(
      a.againstAt,
      `against: ${found?.message ?? `unknown edition "${a.against}"`}`,
      found?.fix ?? 'use an edition of content/editions.yaml',
    );
    return;
  }
  for (const [passage, now] of read.passages) {
    now.forEach((written, i) => {
      const at = yaml.locate(['passages', passage, 'now', i]);
      const point = parseLawPoint(written) ?? {
        law: Number(/^\d+/.exec(written)?.[0] ?? 0),
        clause: written.replace(/^\d+/, ''),
      };
      const text = ctx.texts.find((t) => t.law === point.law && t.edition === a.against);
      if (!text) {
        if (ctx.lawFiles.has(`${point.law}/${a.against}`)) return;
        source.sink.error(
          at,
          `passages.${passage}.now: Law ${point.law} (${a.against}) is not in this knowledge base`,
          'name clauses of the law texts in content/laws',
        );
        return;
      }
      if (point.clause === null) return;
      const clauses = flatten(text.clauses).map((c) => `${point.law}${c.id}`);
      if (clauses.includes(written)) return;
      const guess = nearest(written, clauses)[0];
      source.sink.error(
        at,
        `passages.${passage}.now: "${written}" is not a clause of Law ${point.law} (${a.against})${didYouMean(written, clauses)}`,
        guess !== undefined
          ? `write "${guess}" if that is what you meant`
          : `use a clause id of content/laws/${point.law}/${a.against}.md, e.g. "${clauses[1] ?? clauses[0] ?? `${point.law}A`}"`,
      );
    });
  }
}

export interface AssessmentsResult {
  assessments: GuidanceAssessment[];
  diagnostics: Diagnostic[];
}

/** Reads and checks every assessment file of `dir` (none when it does not exist). */
export function loadAssessments(
  dir: string,
  ctx: AssessmentContext,
  display?: (file: string) => string,
): AssessmentsResult {
  const { items, diagnostics } = sourceFiles(
    dir,
    /\.ya?ml$/i,
    (text, shown, file) => {
      const source = new SourceText(text, shown);
      const read = readAssessment(source);
      if (read) checkAcross(read, file, ctx);
      return { item: source.failed ? undefined : read?.assessment, diagnostics: source.diagnostics() };
    },
    display,
  );
  return { assessments: items.sort((a, b) => a.guidance.localeCompare(b.guidance)), diagnostics };
}

/** Reads one assessment file alone, checked against `ctx` (for tests and tools). */
export function parseAssessment(
  text: string,
  file: string,
  ctx: AssessmentContext,
): { assessment: GuidanceAssessment | undefined; diagnostics: Diagnostic[] } {
  const source = new SourceText(text, file);
  const read = readAssessment(source);
  if (read) checkAcross(read, file, ctx);
  return { assessment: source.failed ? undefined : read?.assessment, diagnostics: source.diagnostics() };
}
