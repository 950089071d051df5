/**
 * What changed between two texts of a law, clause by clause, in our own
 * words (`content/change-summaries.yaml`): for each pair of texts, every
 * clause whose words differ, with the comparison's class of the clause and a
 * one-sentence summary. The "What changed since" pages show them.
 *
 * The model reads the file (its shape, the edition ids, each place); whether
 * the entries agree with the comparisons of the two texts (every changed
 * clause summarised, no unchanged one, the same class) is checked once the
 * texts are compared (src/derive/change-summaries.ts), with the positions
 * kept here.
 *
 * Pure: the caller reads the file and passes its text and the editions.
 */
import { CHANGE_CLASSES, type ChangeSummaryClass } from './change-classes';
import type { Diagnostic, SourcePoint } from './diagnostic';
import { editionIdField } from './edition-id';
import { unknownEdition, type EditionEntry } from './registry';
import type { z } from 'astro/zod';
import { checkList, fields, lawNumber, list, nameOf, oneOf, pattern, text } from './schema';
import { readYaml, SourceText } from './source-reader';

/** A clause's summary as its schema reads it (clause, class, summary), and where the entry is: its `clause` and its `class`. */
export type ClauseSummary = z.output<typeof clauseEntry> & { at: { clause: SourcePoint; class: SourcePoint } };

/** A pair of texts as its schema reads it (law, from, to), its clauses' summaries, the file, and where the pair's entry and its list of clauses are. */
export type ChangeSummaries = Omit<z.output<typeof pairEntry>, 'clauses'> & {
  clauses: ClauseSummary[];
  file: string;
  at: { entry: SourcePoint; clauses: SourcePoint };
};

export interface ChangeSummariesParseResult {
  summaries: ChangeSummaries[] | undefined;
  diagnostics: Diagnostic[];
}

const EXAMPLE = `- law: 27
  from: "2007"
  to: "2017"
  clauses:
    - clause: B1b
      class: substantive
      summary: The test becomes a "comparable call" as Law 23A defines it.`;

const clauseEntry = fields(
  {
    clause: pattern(
      /^(?:[A-Z](?:\d{1,2}[a-z]?)?|footnote)$/,
      'a clause id as the law text writes it, e.g. "B1b" or "footnote"',
      (v) => `"${v}" is not a clause id`,
    ),
    class: oneOf(
      CHANGE_CLASSES as unknown as readonly [ChangeSummaryClass, ...ChangeSummaryClass[]],
      'the class of the change',
    ),
    summary: text('what changed, in one plain sentence of our own words'),
  },
  'a clause summary',
);

const pairEntry = fields(
  {
    law: lawNumber(),
    from: editionIdField('the older edition, in quotes, e.g. "2007"'),
    to: editionIdField('the newer edition, in quotes, e.g. "2017"'),
    clauses: list(clauseEntry, 'clause summaries'),
  },
  'a pair of texts',
);

export function parseChangeSummaries(
  textOfFile: string,
  file: string,
  editions: readonly Pick<EditionEntry, 'id'>[],
): ChangeSummariesParseResult {
  const source = new SourceText(textOfFile, file);
  const yaml = readYaml(source, undefined, file);
  const entries = yaml && checkList(pairEntry, yaml, source, { whole: 'the file', entry: 'pair of texts' }, EXAMPLE);
  if (!yaml || !entries) return { summaries: undefined, diagnostics: source.diagnostics() };
  const out: ChangeSummaries[] = [];
  const seen = new Map<string, number>();
  entries.forEach((e, i) => {
    if (e === undefined) return;
    let ok = true;
    for (const side of ['from', 'to'] as const) {
      const problem = editions.length > 0 ? unknownEdition(e[side], editions) : undefined;
      if (problem) {
        source.sink.error(yaml.locate([i, side]), problem.message, problem.fix);
        ok = false;
      }
    }
    if (e.from === e.to) {
      source.sink.error(
        yaml.locate([i, 'to']),
        `${nameOf([i], yaml, { whole: 'the file', entry: 'pair of texts' })} compares edition "${e.from}" with itself`,
        'name the older text under "from" and the text it is compared with under "to"',
      );
      ok = false;
    }
    const key = `${e.law} ${e.from} ${e.to}`;
    const first = seen.get(key);
    if (first !== undefined) {
      source.sink.error(
        yaml.locate([i]),
        `Law ${e.law} from "${e.from}" to "${e.to}" is already summarised (line ${first})`,
        'keep one entry for each pair of texts',
      );
      ok = false;
    } else seen.set(key, yaml.locate([i]).line);
    const ids = new Map<string, number>();
    e.clauses.forEach((c, k) => {
      const twice = ids.get(c.clause);
      if (twice !== undefined) {
        source.sink.error(
          yaml.locate([i, 'clauses', k, 'clause']),
          `clause ${c.clause} is summarised twice (line ${twice})`,
          'keep one summary for each clause',
        );
        ok = false;
      } else ids.set(c.clause, yaml.locate([i, 'clauses', k]).line);
    });
    if (!ok) return;
    out.push({
      law: Number(e.law),
      from: e.from,
      to: e.to,
      file,
      at: { entry: yaml.locate([i]), clauses: yaml.locate([i, 'clauses']) },
      clauses: e.clauses.map((c, k) => ({
        clause: c.clause,
        class: c.class,
        summary: c.summary.replace(/\s+/g, ' ').trim(),
        at: { clause: yaml.locate([i, 'clauses', k, 'clause']), class: yaml.locate([i, 'clauses', k, 'class']) },
      })),
    });
  });
  return { summaries: source.failed ? undefined : out, diagnostics: source.diagnostics() };
}
