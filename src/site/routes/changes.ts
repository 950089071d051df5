/**
 * Route data of "What changed since": /changes/ (choose the text you know:
 * an edition, or a governing body and when you qualified) and
 * /changes/<from>/ for each text no longer in force, compared with the text
 * in force today: every changed clause with its class and our one-sentence
 * summary (content/change-summaries.yaml), the renumbered references, the
 * guidance written for the older texts and whether it still holds, and the
 * rulings that change.
 *
 * Two of its sections are built from lists, so that another kind of source
 * is one entry in a list:
 * - `GUIDANCE_SOURCES`: functions giving, for a pair of texts, items of
 *   guidance written for older texts and whether each still holds
 *   (`GuidanceHolding`); today: the guidance documents, clause by clause,
 *   held against the comparisons.
 * - `CASE_SOURCES` (./verdicts.ts): functions giving the cases the engine
 *   rules on (`RulingCase`, src/derive/rulings-across.ts); today: the
 *   example auctions.
 */
import { staleness } from '../../derive/annotations';
import { getComparison } from '../../derive/law-comparisons';
import type { ClauseStatus } from '../../derive/compare';
import { pairsToSummarise, summariesOf } from '../../derive/change-summaries';
import { rulingsAcross, rulingsThatChange } from '../../derive/rulings-across';
import { clauseLabel } from '../../model/clause-id';
import type { Law } from '../../model/corpus';
import type { GuidanceDocument, Passage } from '../../model/guidance';
import type { EditionId } from '../../model/edition-id';
import type { Edition } from '../../model/editions';
import { renumberedBetween } from '../../model/renumbered';
import { addresses } from '../addresses';
import { compareStatusWords } from '../clause-status';
import { formatDate } from '../in-force-rule';
import type { Site } from '../site';
import { allCases, caseView, type CaseView } from './verdicts';
import { documentShort } from '../examples';

// ------------------------------------------------------------ guidance: the seam

/** One item of guidance written for an older text, and whether it still holds under the text in force. */
export interface GuidanceHolding {
  /** What kind of item: "guidance" (a document's passages on a clause); other sources name theirs ("assessment"). */
  kind: string;
  /** What it is: "Zone 7 slides (2008) on 27B1(a)". */
  title: string;
  href: string;
  /** The text it was written for, in a few words. */
  written: string;
  /** `holds`: the clause it is on has the same substance in the text in force; `check`: the clause changed in substance; `gone`: it is not in the text in force. Other sources may say `holds` or `does-not-hold` outright. */
  holds: 'holds' | 'holds-in-part' | 'check' | 'gone' | 'does-not-hold';
  /** One sentence: why, or what changed. */
  words: string;
  /** Where to read more: the comparison, the assessment. */
  more: { href: string; label: string } | null;
}

/** A source of guidance items for the "What changed since" page of `from` (compared with `to`, the text in force). */
export type GuidanceSource = (site: Site, law: Law, from: EditionId, to: EditionId) => GuidanceHolding[];

/** A law's clauses that a guidance document's passages are on, each with those passages, in the document's order. */
type AnnotatedClauses = Map<GuidanceDocument, Map<string, Passage[]>>;

/** By law, made in one pass over every passage per site: each "What changed since" page asks for every law with an older text. */
const annotatedByLaw = new WeakMap<Site, Map<number, AnnotatedClauses>>();

function annotatedClauses(site: Site, law: number): AnnotatedClauses | undefined {
  let byLaw = annotatedByLaw.get(site);
  if (!byLaw) {
    byLaw = new Map();
    for (const doc of site.corpus.guidance)
      for (const p of doc.passages)
        for (const a of p.annotates) {
          if (!a.clause) continue;
          const byDoc = byLaw.get(a.law) ?? new Map<GuidanceDocument, Map<string, Passage[]>>();
          byLaw.set(a.law, byDoc);
          const byClause = byDoc.get(doc) ?? new Map<string, Passage[]>();
          byDoc.set(doc, byClause);
          const passages = byClause.get(a.clause) ?? [];
          byClause.set(a.clause, passages);
          if (passages.at(-1) !== p) passages.push(p);
        }
    annotatedByLaw.set(site, byLaw);
  }
  return byLaw.get(law);
}

/** Guidance documents written for a text older than the one in force, clause by clause: each clause their passages are on, held against the comparison with the text in force. */
export const documentGuidance: GuidanceSource = (site, law, _from, to) => {
  const toRank = law.texts.findIndex((t) => t.edition === to);
  const annotated = annotatedClauses(site, law.number);
  return site.corpus.guidance
    .filter((doc) => {
      const rank = law.texts.findIndex((t) => t.edition === doc.meta.interprets);
      return annotated?.has(doc) === true && rank >= 0 && rank < toRank;
    })
    .flatMap((doc) => {
      const byClause = annotated?.get(doc) ?? new Map<string, Passage[]>();
      const clauses = [...byClause.keys()];
      const order = law.texts[toRank - 1] ? getComparison(law, doc.meta.interprets, to).clauses.map((c) => c.id) : [];
      clauses.sort((a, b) => order.indexOf(a) - order.indexOf(b));
      return clauses.map((clause): GuidanceHolding => {
        const passages = byClause.get(clause) ?? [];
        const flag = staleness(law, doc.meta.interprets, clause).find((f) => f.edition === to);
        const label = clauseLabel(law.number, clause);
        const n = `${passages.length} passage${passages.length === 1 ? '' : 's'}`;
        const first = passages[0];
        // Our assessments of these passages against the text in force, when there are: they say whether the advice still holds.
        const notes = site.corpus.assessments
          .filter((a) => a.guidance === doc.id && a.against === to)
          .flatMap((a) => a.passages.filter((n) => passages.some((p) => p.id === n.passage)));
        if (flag && notes.length > 0) {
          const count = (v: string) => notes.filter((n) => n.verdict === v).length;
          const parts = [
            [count('holds'), 'still hold', 'still holds'],
            [count('holds-in-part'), 'hold in part', 'holds in part'],
            [count('no-longer-holds'), 'no longer hold', 'no longer holds'],
          ]
            .filter(([k]) => Number(k) > 0)
            .map(([k, many, one]) => `${k} ${Number(k) === 1 ? one : many}`);
          const worst =
            notes.find((n) => n.verdict === 'no-longer-holds') ??
            notes.find((n) => n.verdict === 'holds-in-part') ??
            notes[0];
          return {
            kind: 'assessment',
            title: `${documentShort(site, doc.id)}: ${label}`,
            href: worst ? addresses.passage(doc.id, worst.passage) : addresses.guidance(doc.id),
            written: site.edition(doc.meta.interprets).short,
            holds:
              count('no-longer-holds') > 0 ? 'does-not-hold' : count('holds-in-part') > 0 ? 'holds-in-part' : 'holds',
            words: `${n}; our notes: ${parts.join(', ')}.`,
            more: { href: addresses.compare(law.number, doc.meta.interprets, to, clause), label: 'comparison' },
          };
        }
        return {
          kind: 'guidance',
          title: `${documentShort(site, doc.id)}: ${label}`,
          href: first ? addresses.passage(doc.id, first.id) : addresses.guidance(doc.id),
          written: site.edition(doc.meta.interprets).short,
          holds: flag ? (flag.status === 'removed' ? 'gone' : 'check') : 'holds',
          words: flag
            ? flag.status === 'removed'
              ? `${n}; ${label} is not in the ${site.edition(to).short} text.`
              : `${n}; ${label} changed in substance in ${site.edition(to).short}: read them against the new words.`
            : `${n}; ${label} has the same substance in ${site.edition(to).short}.`,
          more: flag
            ? { href: addresses.compare(law.number, doc.meta.interprets, to, clause), label: 'comparison' }
            : null,
        };
      });
    });
};

/** Every source of guidance items, in the order the page shows them. Another source (assessments of guidance) is one more entry. */
export const GUIDANCE_SOURCES: readonly GuidanceSource[] = [documentGuidance];

// ------------------------------------------------------------ the pages

export interface ChangedClause {
  id: string;
  label: string;
  status: ClauseStatus;
  /** The class in words: "changed in substance", "references renumbered", … */
  classWords: string;
  summary: string;
  compareHref: string;
}

/** What changed in one law from `from` to the text in force. */
export interface LawChanges {
  law: { number: number; title: string };
  compareHref: string;
  fromHref: string;
  toHref: string;
  counts: { changed: number; substantive: number };
  clauses: ChangedClause[];
  renumbered: { a: string; b: string; subject: string; clauses: string[] }[];
  guidance: GuidanceHolding[];
}

/** /changes/<from>/: every law with a text of `from`, then the rulings that change (the engine rules Law 27). */
export interface ChangesRoute {
  from: Edition;
  to: Edition;
  /** When the text in force came into force, in words. */
  toSince: string | null;
  laws: LawChanges[];
  /** Counts for the page's opening line, over every law. */
  counts: { changed: number; substantive: number; rulings: number };
  /** The changed clauses counted by class, in words, changes of substance first: "3 changed in substance, 3 punctuation or typography only, …". */
  changedWords: string;
  rulings: {
    changed: (CaseView & { differences: { aspect: string; from: string; to: string }[] })[];
    /** How many cases were ruled under both texts, and how many could not be. */
    ruled: number;
    notRuled: number;
    verdictsHref: string;
  };
}

const ASPECT_WORDS: Record<string, string> = {
  clause: 'Clause',
  'partner-must-pass': 'Partner',
  'lead-restrictions': 'Lead',
  'call-cancelled': 'Call',
  '27D': '27D',
};

/** The classes in the order a reader weighs them: substance first, punctuation last. */
const CLASS_ORDER: readonly ClauseStatus[] = [
  'substantive',
  'added',
  'removed',
  'reference',
  'renumbered',
  'editorial',
  'typographic',
];

/**
 * Changed clauses counted by class, in words, substance first: "3 changed in
 * substance, 3 punctuation or typography only, 2 references renumbered, 1
 * reference made precise, 1 only in 2007". Never one count of "clauses
 * changed" that makes a comma look like a change of substance.
 */
export function classCountWords(clauses: readonly Pick<ChangedClause, 'status'>[], a: string, b: string): string {
  const words = compareStatusWords(a, b, 'with a reference made precise or broader');
  return CLASS_ORDER.flatMap((status) => {
    const n = clauses.filter((c) => c.status === status).length;
    return n === 0 ? [] : [`${n} ${words[status]}`];
  }).join(', ');
}

function lawChanges(site: Site, law: Law, from: EditionId, to: EditionId): LawChanges {
  const comparison = getComparison(law, from, to);
  const summaries = summariesOf(site.corpus, law.number, from, to);
  const words = compareStatusWords(site.edition(from).short, site.edition(to).short);
  const clauses: ChangedClause[] = comparison.clauses
    .filter((c) => c.status !== 'unchanged')
    .map((c) => {
      const summary = summaries?.clauses.find((s) => s.clause === c.id)?.summary;
      // The build stops before rendering when a changed clause has no summary (src/derive/change-summaries.ts).
      if (summary === undefined) throw new Error(`no summary of Law ${law.number} ${c.id} from ${from} to ${to}`);
      return {
        id: c.id,
        label: c.label.b ?? c.label.a ?? clauseLabel(law.number, c.id),
        status: c.status,
        classWords: words[c.status],
        summary,
        compareHref: addresses.compare(law.number, from, to, c.id),
      };
    });
  const renumbered = renumberedBetween(site.corpus.renumberings, from, to).map((r) => ({
    ...r,
    clauses: comparison.clauses
      .filter((c) => c.changes.some((ch) => ch.renumberings.some((x) => x.a === r.a && x.b === r.b)))
      .map((c) => c.label.b ?? c.id),
  }));
  return {
    law: { number: law.number, title: law.title },
    compareHref: addresses.compare(law.number, from, to),
    fromHref: addresses.edition(law.number, from),
    toHref: addresses.edition(law.number, to),
    counts: {
      changed: clauses.length,
      substantive: clauses.filter((c) => c.status === 'substantive').length,
    },
    clauses,
    renumbered,
    guidance: GUIDANCE_SOURCES.flatMap((source) => source(site, law, from, to)),
  };
}

/** Each page's route, made once per site: the index counts what each page shows, and the rulings are the engine's over every case. */
const computed = new WeakMap<Site, Map<EditionId, ChangesRoute>>();

/** The page of `from`: every law with a text of `from` compared with the text in force. */
export function changesRoute(site: Site, from: EditionId): ChangesRoute {
  let routes = computed.get(site);
  if (!routes) computed.set(site, (routes = new Map()));
  const known = routes.get(from);
  if (known) return known;
  const page = changesPages(site).find((p) => p.from === from);
  if (!page) throw new Error(`no "What changed since" page for ${from}`);
  const { to } = page;
  const laws = page.laws.map((law) => lawChanges(site, law, from, to));
  const cases = allCases(site);
  const changed = rulingsThatChange(cases, from, to).map((ch) => ({
    ...caseView(ch.case, [ch.from, ch.to], rulingsAcross([ch.case], [ch.case.edition])[0]?.under[0]),
    differences: ch.differences.map((d) => ({ aspect: ASPECT_WORDS[d.aspect] ?? d.aspect, from: d.a, to: d.b })),
  }));
  const since = site
    .edition(to)
    .inForce.map((f) => f.from)
    .sort()[0];
  const route: ChangesRoute = {
    changedWords: classCountWords(
      laws.flatMap((l) => l.clauses),
      site.edition(from).short,
      site.edition(to).short,
    ),
    from: site.edition(from),
    to: site.edition(to),
    toSince: since ? formatDate(since) : null,
    laws,
    counts: {
      changed: laws.reduce((n, l) => n + l.counts.changed, 0),
      substantive: laws.reduce((n, l) => n + l.counts.substantive, 0),
      rulings: changed.length,
    },
    rulings: {
      changed,
      ruled: cases.filter((c) => c.input).length,
      notRuled: cases.filter((c) => !c.input).length,
      verdictsHref: addresses.verdicts(),
    },
  };
  routes.set(from, route);
  return route;
}

export interface ChangesIndexRoute {
  /** The laws the pages compare, by number. */
  laws: number[];
  /** The text in force today. */
  current: Edition | null;
  /** Each text no longer in force, with its page, newest first. */
  editions: { edition: Edition; href: string; changed: number; changedWords: string; rulings: number }[];
  /** For each body: which text it applied over which dates, each a link to the page of that text (the in-force rule of content/editions.yaml). */
  bodies: {
    id: string;
    name: string;
    periods: { edition: Edition; from: string; until: string | null; href: string | null }[];
  }[];
  today: string;
}

/** Every "What changed since" page: one per text no longer in force, with each law that has a text of it (compared with the text in force, `to`). */
export function changesPages(site: Site): { from: EditionId; to: EditionId; laws: Law[] }[] {
  const pages = new Map<EditionId, { from: EditionId; to: EditionId; laws: Law[] }>();
  for (const p of pairsToSummarise(site.corpus, site.date)) {
    const page = pages.get(p.from) ?? { from: p.from, to: p.to, laws: [] };
    page.laws.push(p.law);
    pages.set(p.from, page);
  }
  // In the registry's order (oldest first), whichever law lists its texts first.
  const order = site.corpus.editions.map((e) => e.id);
  return [...pages.values()].sort((a, b) => order.indexOf(a.from) - order.indexOf(b.from));
}

export function changesIndexRoute(site: Site): ChangesIndexRoute {
  const pages = changesPages(site);
  const routes = new Map(pages.map((p) => [p.from, changesRoute(site, p.from)]));
  const bodies = site.corpus.bodies
    .map((body) => {
      // The in-force rule: the text for a date is the entry with the latest `from` on or before it; so each entry holds until the next one's `from`.
      const entries = site.corpus.editions
        .flatMap((e) => e.inForce.filter((f) => f.body === body.id).map((f) => ({ edition: e, from: f.from })))
        .sort((x, y) => (x.from < y.from ? -1 : x.from > y.from ? 1 : 0));
      const periods = entries
        .filter((e) => e.from <= site.date)
        .map((e, i, all) => {
          const next = all[i + 1];
          return {
            edition: e.edition,
            from: formatDate(e.from),
            until: next ? formatDate(next.from) : null,
            href: routes.has(e.edition.id) ? addresses.changes(e.edition.id) : null,
          };
        });
      return { id: body.id, name: body.name, periods };
    })
    .filter((b) => b.periods.length > 0);
  return {
    laws: [...new Set(pages.flatMap((p) => p.laws.map((l) => l.number)))],
    current: site.current ? site.edition(site.current) : null,
    editions: [...routes.entries()].reverse().map(([id, r]) => ({
      edition: site.edition(id),
      href: addresses.changes(id),
      changed: r.counts.changed,
      changedWords: r.changedWords,
      rulings: r.counts.rulings,
    })),
    bodies,
    today: formatDate(site.date),
  };
}
