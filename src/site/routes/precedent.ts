/**
 * Route data of the precedents (published rulings on Law 27): the index
 * (/precedents/), one page each (/precedents/<id>/), the differences
 * between the published rulings and the engine's (/precedents/differences/)
 * and /data/precedents.json (a clause page's Rulings: clause-rulings.ts). Computed
 * once per build from the site; pages and components take it as props.
 */
import { callToDisplay, parseCall } from '../../bridge/call';
import { JUDGEMENT_FIELDS } from '../../bridge/judgement';
import { TABLE_FACTS, TABLE_FACT_WORDS, type TableFactWords } from '../../bridge/ruling/table-facts';
import type { Ruling } from '../../bridge/ruling/types';
import { seatName, type Seat } from '../../bridge/seat';
import { engineBeside, type EngineBeside } from '../../derive/precedent-rulings';
import { clauseLabel } from '../../model/clause-id';
import type { Edition } from '../../model/editions';
import { flatten, quotedText } from '../../model/law-text';
import { DIFFERENCE_REASONS, type DifferenceReason } from '../../model/difference-reasons';
import type { FindingId } from '../../model/precedent-schema';
import type { Precedent } from '../../model/precedents';
import { addresses } from '../addresses';
import { assistantAddress } from '../assistant-address';
import {
  engineDefaults,
  FACT_LABELS,
  findingQuestion,
  REASON_WORDS,
  SOURCE_KIND_WORDS,
  sourceDate,
} from '../precedent-words';
import { precedentCaseInputs } from './practice-sources';
import type { Site } from '../site';

const LAW = 27;

export { engineDefaults, FACT_LABELS, findingQuestion, REASON_WORDS, sourceDate };

const yesNo = (v: boolean | null): string => (v === null ? 'not said' : v ? 'yes' : 'no');
const display = (call: string): string => callToDisplay(parseCall(call));

export interface ClauseCited {
  id: string;
  label: string;
  href: string;
}

export interface PrecedentSummary {
  id: string;
  href: string;
  title: string;
  kind: Precedent['kind'];
  /** The year of the source, or null when it is undated. */
  year: string | null;
  /** The date of the source as precise as it gives it (YYYY, YYYY-MM, YYYY-MM-DD), or null when it is undated. */
  date: string | null;
  /** The clause the published ruling turned on. */
  deciding: ClauseCited;
  /** The publication: its id (content/publications.yaml) and its one name. */
  publication: { id: string; name: string };
  edition: { id: string; short: string };
  clauses: ClauseCited[];
  /** The ruling in one line: its first sentence. */
  holding: string;
  status: EngineBeside['status'];
}

export interface EngineView {
  status: EngineBeside['status'];
  clause: string | null;
  clauseLabel: string | null;
  clauseHref: string | null;
  edition: string;
  partnerMustPass: boolean | null;
  leadRestrictions: boolean | null;
  adjustedScorePossible: boolean | null;
  explanation: string | null;
  /** What the engine took by default because the source does not say, in words. */
  defaults: string[];
  /** Where it differs from the published ruling. */
  points: string[];
  /** Why it is not compared. */
  notCompared: string | null;
  reason: { reason: DifferenceReason; words: string; why: string } | null;
}

export interface PrecedentRoute {
  summary: PrecedentSummary;
  precedent: Precedent;
  edition: Edition;
  editionHref: string;
  /** The bidding table: the calls before the insufficient bid, and it; null for a principle without a deal. */
  auction: { dealer: Seat; calls: string[]; insufficient: string; offender: string } | null;
  facts: { label: string; value: string; assumed: string | null }[];
  findings: { question: string; value: string; support: string; assumed: string | null }[];
  engine: EngineView;
  /** The clauses it turned on, quoted from the text of the edition it was ruled under. */
  quoted: { label: string; heading: string | null; words: string; href: string }[];
  /** The language of the source's words quoted on the page (its `quote`), when not the page's own; null otherwise. */
  quoteLanguage: string | null;
  source: {
    kind: string;
    publication: string;
    title: string;
    author: string | null;
    date: string;
    url: string | null;
    /** The address is http:// (its publication says why, content/publications.yaml): the page says so beside it. */
    unencrypted: boolean;
    reference: string | null;
  };
  bodyName: string | null;
  assistantHref: string | null;
  /** Its case in practice (/practice/<id>/), when it makes one: a deal and a ruling the reader can give. */
  practiceHref: string | null;
  previous: { href: string; title: string } | undefined;
  next: { href: string; title: string } | undefined;
}

function holdingOf(published: string): string {
  const text = published.replace(/\s+/g, ' ').trim();
  const end = text.search(/[.;](\s|$)/);
  return end === -1 ? text : `${text.slice(0, end)}.`;
}

function clauseCited(c: string): ClauseCited {
  const id = c.slice(2);
  return { id, label: clauseLabel(LAW, id), href: addresses.clause(LAW, id) };
}

function clausesCited(p: Precedent): ClauseCited[] {
  return p.ruling.clauses.map(clauseCited);
}

export function precedentSummary(site: Site, p: Precedent): PrecedentSummary {
  const edition = site.edition(p.edition);
  return {
    id: p.id,
    href: addresses.precedent(p.id),
    title: p.title,
    kind: p.kind,
    year: p.source.date?.slice(0, 4) ?? null,
    date: p.source.date,
    deciding: clauseCited(p.deciding),
    publication: { id: p.source.publication, name: site.publicationName(p.source.publication) },
    edition: { id: edition.id, short: edition.short },
    clauses: clausesCited(p),
    holding: holdingOf(p.ruling.published),
    status: engineBeside(p).status,
  };
}

function engineView(p: Precedent, beside: EngineBeside): EngineView {
  const r: Ruling | null = beside.ruling;
  const compared = beside.status !== 'not-compared';
  const clause = compared && r ? r.clause : null;
  return {
    status: beside.status,
    clause,
    clauseLabel: clause === null ? null : clauseLabel(LAW, clause.slice(2)),
    clauseHref: clause === null ? null : addresses.clauseInEdition(LAW, p.edition, clause.slice(2)),
    edition: p.edition,
    partnerMustPass: compared && r ? r.partnerMustPass : null,
    leadRestrictions: compared && r ? r.leadRestrictions : null,
    adjustedScorePossible: compared && r ? r.adjustedScorePossible : null,
    explanation: r?.explanation ?? null,
    defaults: compared && r ? engineDefaults(r.assumed, r.edition) : [],
    points: beside.status === 'differs' ? beside.points : [],
    notCompared: beside.status === 'not-compared' ? beside.why : null,
    reason:
      p.engineDiffers === null
        ? null
        : { reason: p.engineDiffers.reason, words: REASON_WORDS[p.engineDiffers.reason], why: p.engineDiffers.why },
  };
}

/**
 * The ruling assistant's address with the precedent's facts and findings
 * filled in (its query parameters: src/apps/assistant/state.ts); what
 * the source leaves out is left out, for the assistant to ask. Null when
 * there is no auction, or the bid was made out of rotation (the assistant
 * does not take that).
 */
export function assistantLink(p: Precedent): string | null {
  const f = p.facts;
  if (f.calls.length === 0 || f.dealer === null || f.outOfRotation) return null;
  return assistantAddress({
    edition: p.edition,
    dealer: f.dealer,
    auction: f.calls,
    replacement: f.replacement,
    table: Object.fromEntries(TABLE_FACTS.map((t) => [t.id, f[TABLE_FACT_WORDS[t.id].precedentField]])),
    findings: Object.fromEntries(JUDGEMENT_FIELDS.map((id) => [id, f.findings[id]?.value])),
  });
}

function assumedWhy(p: Precedent, field: string): string | null {
  const all = p.facts.assumed.filter((a) => a.field === field).map((a) => a.why);
  return all.length === 0 ? null : all.join(' ');
}

function factRows(p: Precedent): PrecedentRoute['facts'] {
  const f = p.facts;
  const rows: PrecedentRoute['facts'] = [];
  const add = (field: string, value: string) =>
    rows.push({ label: FACT_LABELS[field] ?? field, value, assumed: assumedWhy(p, field) });
  // The table's facts about the bid, or the call put in its place, after it; one asked only after the call (27B4's acceptance) only when the source gives it.
  const addTableFacts = (about: TableFactWords['about']) => {
    for (const t of TABLE_FACTS) {
      const w = TABLE_FACT_WORDS[t.id];
      if (w.about === about && (t.beforeCall || f[w.precedentField] !== null))
        add(w.precedentField, yesNo(f[w.precedentField]));
    }
  };
  if (f.calls.length > 0) {
    add('dealer', f.dealer === null ? 'not said' : seatName(f.dealer));
    add('calls', f.calls.map(display).join(' '));
    addTableFacts('insufficient');
    if (f.outOfRotation) add('outOfRotation', 'yes');
    add('replacement', f.replacement === null ? 'none given' : display(f.replacement));
    addTableFacts('replacement');
  } else {
    rows.push({
      label: 'Auction',
      value: 'none: the source states a principle without a deal',
      assumed: assumedWhy(p, 'calls'),
    });
  }
  return rows;
}

function quotedClauses(site: Site, p: Precedent): PrecedentRoute['quoted'] {
  const text = site.corpus.laws.find((l) => l.number === LAW)?.texts.find((t) => t.edition === p.edition);
  const all = text ? flatten(text.clauses) : [];
  return p.ruling.clauses.flatMap((c) => {
    const clause = all.find((x) => x.id === c.slice(2));
    return clause
      ? [
          {
            label: clauseLabel(LAW, clause.id),
            heading: clause.headingText,
            words: quotedText(clause),
            href: addresses.clauseInEdition(LAW, p.edition, clause.id),
          },
        ]
      : [];
  });
}

function precedentRoute(
  site: Site,
  p: Precedent,
  previous: Precedent | undefined,
  next: Precedent | undefined,
): PrecedentRoute {
  const f = p.facts;
  const insufficient = f.calls[f.calls.length - 1];
  return {
    summary: precedentSummary(site, p),
    precedent: p,
    edition: site.edition(p.edition),
    editionHref: addresses.edition(LAW, p.edition),
    auction:
      insufficient === undefined || f.dealer === null
        ? null
        : {
            dealer: f.dealer,
            calls: f.calls.slice(0, -1),
            insufficient,
            offender: f.outOfRotation ? 'a player out of rotation' : seatName(offenderOf(f.dealer, f.calls.length - 1)),
          },
    facts: factRows(p),
    findings: (Object.keys(f.findings) as FindingId[]).flatMap((id) => {
      const v = f.findings[id];
      return v
        ? [
            {
              question: findingQuestion(id, p.edition),
              value: v.value ? 'yes' : 'no',
              support: v.support,
              assumed: assumedWhy(p, id),
            },
          ]
        : [];
    }),
    engine: engineView(p, engineBeside(p)),
    quoted: quotedClauses(site, p),
    quoteLanguage: site.quotedLanguage(p.source.publication),
    source: {
      kind: SOURCE_KIND_WORDS[p.source.kind],
      publication: site.publicationName(p.source.publication),
      title: p.source.title,
      author: p.source.author,
      date: sourceDate(p.source.date),
      url: p.source.url,
      unencrypted: p.source.url?.startsWith('http:') ?? false,
      reference: p.source.reference,
    },
    bodyName: p.body === null ? null : (site.corpus.bodies.find((b) => b.id === p.body)?.name ?? p.body),
    assistantHref: assistantLink(p),
    practiceHref: precedentCaseInputs(site, p).length > 0 ? addresses.practiceCase(p.id) : null,
    previous: previous && { href: addresses.precedent(previous.id), title: previous.title },
    next: next && { href: addresses.precedent(next.id), title: next.title },
  };
}

function offenderOf(dealer: Seat, index: number): Seat {
  const order: Seat[] = ['N', 'E', 'S', 'W'];
  return order[(order.indexOf(dealer) + index) % 4] ?? dealer;
}

// ------------------------------------------------------------ pages

/** How many rulings of a group the index shows before "Show all". */
export const INDEX_GROUP_SHOWN = 3;

/** The rulings that turned on one clause: the newest few shown, the rest folded; the undated apart, never sorted as old or new. */
export interface PrecedentIndexGroup {
  /** The deciding clause (B1b). */
  key: string;
  heading: string;
  href: string | null;
  count: number;
  /** The newest dated rulings (at most INDEX_GROUP_SHOWN; the undated when there is no dated one). */
  shown: PrecedentSummary[];
  /** The other dated rulings, newest first. */
  more: PrecedentSummary[];
  /** The undated rulings not shown, in title order. */
  undated: PrecedentSummary[];
}

/** Newest first by the source's date (as precise as it gives it), then by title; the undated are not in this order. */
const newestFirst = (a: PrecedentSummary, b: PrecedentSummary): number =>
  (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title);

/** A deciding clause's group: newest first, the first few shown. */
function indexGroup(id: string, items: readonly PrecedentSummary[]): PrecedentIndexGroup {
  const dated = items.filter((s) => s.date !== null).sort(newestFirst);
  const undated = items.filter((s) => s.date === null).sort((a, b) => a.title.localeCompare(b.title));
  const shown = dated.length > 0 ? dated.slice(0, INDEX_GROUP_SHOWN) : undated.slice(0, INDEX_GROUP_SHOWN);
  return {
    key: id,
    heading: `Law ${clauseLabel(LAW, id)}`,
    href: addresses.clause(LAW, id),
    count: items.length,
    shown,
    more: dated.slice(INDEX_GROUP_SHOWN),
    undated: undated.filter((s) => !shown.includes(s)),
  };
}

export interface PrecedentsIndex {
  all: PrecedentSummary[];
  /** Every precedent once, under the clause its ruling turned on, in the order of the text in force. */
  byDeciding: PrecedentIndexGroup[];
  /** The filters' choices: deciding clauses, editions, publications, each with its count. */
  filters: {
    clauses: { value: string; label: string; count: number }[];
    editions: { value: string; label: string; count: number }[];
    sources: { value: string; label: string; count: number }[];
  };
  counts: { precedents: number; sources: number; agrees: number; differs: number; notCompared: number };
  differencesHref: string;
}

export interface DifferenceRow {
  summary: PrecedentSummary;
  points: string[];
  reason: { reason: DifferenceReason; words: string; why: string };
  published: string;
  engine: string;
}

export interface PrecedentRoutes {
  pages: { params: { id: string }; props: PrecedentRoute }[];
  index: PrecedentsIndex;
  differences: DifferenceRow[];
  /** The reasons in their order, with their words. */
  reasons: { reason: DifferenceReason; words: string }[];
}

const computed = new WeakMap<Site, PrecedentRoutes>();

function count<T>(items: readonly T[], key: (t: T) => string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const i of items) for (const k of new Set(key(i))) m.set(k, (m.get(k) ?? 0) + 1);
  return m;
}

/** Every precedent route, computed the first time a page asks. */
export function precedentRoutes(site: Site): PrecedentRoutes {
  const done = computed.get(site);
  if (done) return done;
  const list = site.corpus.precedents;
  const pages = list.map((p, i) => ({
    params: { id: p.id },
    props: precedentRoute(site, p, list[i - 1], list[i + 1]),
  }));
  const all = pages.map((x) => x.props.summary);
  const text = site.corpus.laws.find((l) => l.number === LAW)?.texts.at(-1);
  const order = text ? flatten(text.clauses).map((c) => c.id) : [];
  const clauseCounts = count(all, (s) => [s.deciding.id]);
  const clauseIds = [...clauseCounts.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const editionCounts = count(all, (s) => [s.edition.id]);
  const sourceCounts = count(all, (s) => [s.publication.id]);
  const index: PrecedentsIndex = {
    all,
    byDeciding: clauseIds.map((id) =>
      indexGroup(
        id,
        all.filter((s) => s.deciding.id === id),
      ),
    ),
    filters: {
      clauses: clauseIds.map((id) => ({ value: id, label: clauseLabel(LAW, id), count: clauseCounts.get(id) ?? 0 })),
      editions: site.editions
        .filter((e) => editionCounts.has(e.id))
        .map((e) => ({ value: e.id, label: e.short, count: editionCounts.get(e.id) ?? 0 })),
      sources: [...sourceCounts.keys()]
        .map((id) => ({ value: id, label: site.publicationName(id), count: sourceCounts.get(id) ?? 0 }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    },
    counts: {
      precedents: all.length,
      sources: sourceCounts.size,
      agrees: all.filter((s) => s.status === 'agrees').length,
      differs: all.filter((s) => s.status === 'differs').length,
      notCompared: all.filter((s) => s.status === 'not-compared').length,
    },
    differencesHref: addresses.precedentDifferences(),
  };
  const differences = pages.flatMap(({ props: r }) =>
    r.engine.status === 'differs' && r.engine.reason
      ? [
          {
            summary: r.summary,
            points: r.engine.points,
            reason: r.engine.reason,
            published: holdingOf(r.precedent.ruling.published),
            engine: `Law ${r.engine.clauseLabel ?? ''}: partner ${r.engine.partnerMustPass ? 'must pass' : 'may call freely'}${r.engine.leadRestrictions ? '; lead restrictions may apply' : ''}.`,
          },
        ]
      : [],
  );
  const routes = {
    pages,
    index,
    differences,
    reasons: DIFFERENCE_REASONS.map((reason) => ({ reason, words: REASON_WORDS[reason] })),
  };
  computed.set(site, routes);
  return routes;
}

// ------------------------------------------------------------ data

/** /data/precedents.json: every precedent with the engine's ruling beside it. */
export function precedentsJson(site: Site) {
  return {
    precedents: precedentRoutes(site).pages.map(({ props: r }) => {
      const { at: _at, ...p } = r.precedent;
      return {
        ...p,
        // The publication by its one name too (content/publications.yaml), beside the id the record keeps.
        source: { ...p.source, publicationName: site.publicationName(p.source.publication) },
        href: r.summary.href,
        engine: {
          status: r.engine.status,
          clause: r.engine.clause,
          partnerMustPass: r.engine.partnerMustPass,
          leadRestrictions: r.engine.leadRestrictions,
          defaults: r.engine.defaults,
          points: r.engine.points,
          notCompared: r.engine.notCompared,
        },
        assistant: r.assistantHref,
      };
    }),
  };
}
