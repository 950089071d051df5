/**
 * Route data: for each page kind, everything its page shows, computed once
 * per build from the site. Pages take it from `getStaticPaths` (or from the
 * single-page functions here) and hand it to components as props; no page or
 * component reads the corpus or derives anything itself.
 */
import { citeSource, sourceById, type SourceCitation } from './sources';
import type { Example } from '../bridge/examples';
import { annotationsOf, citationsOf, lawAnnotations, lawIndex, mentionsByClause, staleness, type Annotation, type LawIndexEntry, type MentionSite, type StaleFlag } from '../derive/annotations';
import type { ClauseStatus, DiffOp, PairComparison } from '../derive/compare';
import { clauseElsewhere, getComparison, lawComparisons, successivePairs } from '../derive/law-comparisons';
import { clauseLabel, clauseWithin, parentId, parseClauseRef } from '../model/clause-id';
import { callToDisplay, parseCall } from '../bridge/call';
import type { Law } from '../model/corpus';
import type { Edition } from '../model/editions';
import type { EditionId } from '../model/edition-id';
import type { GuidanceDocument, Passage } from '../model/guidance';
import { findClause, flatten, type Clause, type LawText } from '../model/law-text';
import { renderInlines, renderParagraphs } from '../render/inline';
import { renderPassage } from '../render/passages';
import { renderingSource } from '../render/render-failure';
import { addresses } from './addresses';
import { clauseCitation } from './clause-jump';
import { embedSnippet } from './embed-snippet';
import { HISTORY_WORDS, referenceKind, referenceNote, referenceWords, refinedOf, SINCE_WORDS } from './clause-status';
import { documentShort, examplesBySource, examplesForClause, rulingsElsewhere, widgetNames, type ElsewhereRuling, type WidgetNames } from './examples';
import { rulingsForClause, type PrecedentSummary } from './precedents';
import type { Site } from './site';
import { assessmentView, type AssessmentView } from './assessments';
import { clauseStatusLine, statusNote, type ClauseStatusLine, type StatusNote } from './timeline';

/** Edition names by id, for pages that mention several editions. */
export type EditionNames = Readonly<Record<EditionId, Edition>>;

function editionNames(site: Site): EditionNames {
  return Object.fromEntries(site.editions.map((e) => [e.id, e]));
}

// ------------------------------------------------------------ law texts

/** How a clause of one text stands in another text, as a mark beside it. */
export interface ElsewhereMark {
  edition: EditionId;
  short: string;
  status: ClauseStatus;
  cls: 'same' | 'changed' | 'absent';
  words: string;
  /** The same clause in that text, when it has it. */
  href: string | null;
  compareHref: string;
  /** That text is later than this one. */
  later: boolean;
}

export interface ClauseNode {
  id: string;
  level: Clause['level'];
  label: string;
  marker: string;
  headingHtml: string | null;
  /** The clause's own paragraphs, as HTML; '' when it has none. */
  html: string;
  notes: { id: string; kind: string; text: string }[];
  citation: string;
  /**
   * Tools shown beside the clause on its text's page (absent where the clause is quoted). `guidance`: how many
   * passages its clause page shows (on it, on the clause it belongs to, on its sub-clauses), as that page counts them.
   */
  tools?: { clausePage: string; guidance: number; elsewhere: ElsewhereMark[]; permalink: string; embed: { href: string; snippet: string } };
  children: ClauseNode[];
}

function elsewhereMarks(site: Site, law: Law, text: LawText, clause: Clause): ElsewhereMark[] {
  return clauseElsewhere(law, text.edition, clause.id).map((e) => {
    const short = site.edition(e.edition).short;
    const [a, b] = e.later ? [text.edition, e.edition] : [e.edition, text.edition];
    const mark: Pick<ElsewhereMark, 'cls' | 'words'> =
      e.status === 'unchanged' || e.status === 'typographic'
        ? { cls: 'same', words: `same words in ${short}` }
        : e.status === 'editorial'
          ? { cls: 'same', words: `same words in ${short}, by an editorial reading` }
          : e.status === 'renumbered'
            ? { cls: 'same', words: `same in ${short} but for renumbered references` }
          : e.status === 'reference'
            ? { cls: 'same', words: `same in ${short} but for a reference (${refinedOf(getComparison(law, a, b).clauses.find((c) => c.id === clause.id)?.changes ?? []).map((r) => `${r.a} → ${r.b}`).join(', ')})` }
          : e.status === 'substantive'
            ? { cls: 'changed', words: e.later ? `changed in ${short}` : `different in ${short}` }
            : { cls: 'absent', words: `not in ${short}` };
    return {
      edition: e.edition,
      short,
      status: e.status,
      ...mark,
      href: mark.cls === 'absent' ? null : addresses.clauseInEdition(law.number, e.edition, clause.id),
      compareHref: addresses.compare(law.number, a, b, clause.id),
      later: e.later,
    };
  });
}

/** A clause and its sub-clauses, rendered; `quoted`: for another page (no tools, in-page links made absolute). */
export function clauseNode(site: Site, law: Law, text: LawText, clause: Clause, quoted: boolean): ClauseNode {
  const linker = site.textLinker(law.number, text.edition, quoted);
  return {
    id: clause.id,
    level: clause.level,
    label: clause.label,
    marker: clause.marker,
    // A failure while rendering names the text's file at the clause (src/render/render-failure.ts).
    ...renderingSource(text.file, { line: clause.line, column: 1 }, () => ({
      headingHtml: clause.heading ? renderInlines(clause.heading, linker) : null,
      html: renderParagraphs(clause.paragraphs, linker),
    })),
    notes: text.editorialNotes.filter((n) => clause.notes.includes(n.id)).map((n) => ({ id: n.id, kind: n.kind, text: n.text })),
    citation: clauseCitation(clause.label, site.edition(text.edition)),
    ...(quoted
      ? {}
      : {
          tools: {
            clausePage: addresses.clause(law.number, clause.id),
            guidance: annotationsOf(site.corpus, law.number, clause.id).length,
            elsewhere: elsewhereMarks(site, law, text, clause),
            permalink: addresses.clauseInEdition(law.number, text.edition, clause.id),
            embed: { href: addresses.embed(law.number, text.edition, clause.id), snippet: embedSnippet(law.number, text.edition, clause.id, clauseCitation(clause.label, site.edition(text.edition))) },
          },
        }),
    children: clause.children.map((c) => clauseNode(site, law, text, c, quoted)),
  };
}

export interface EditionRoute {
  law: { number: number; title: string };
  text: LawText;
  edition: Edition;
  others: Edition[];
  clauses: ClauseNode[];
  editions: EditionNames;
  /** Current, superseded (by what, from when) or not yet in force, on the build date. */
  status: StatusNote;
  /** Where the text comes from, as publications. */
  provenance: Provenance;
}

/** Where a law text comes from: its base text and every witness, cited as publications. */
export interface Provenance {
  promulgatedBy: string;
  date: string;
  dateNote: string;
  /** `witness`: its number in `witnesses` (from 1); `short`: a few words naming it. */
  base: { witness: number; short: string; why: string };
  witnesses: { citation: string; copy: string; kind: string; notes: string; variants: LawText['witnesses'][number]['variants'] }[];
}

const WITNESS_KINDS: Record<string, string> = {
  'clean-copy': 'clean copy',
  'mailing-list-post': 'mailing-list post',
  'pdf-conversion': 'conversion from PDF',
  'printed-book': 'printed book',
};

function provenance(site: Site, text: LawText): Provenance {
  const cite = (id: string, part?: string) => citeSource(sourceById(site.corpus.sources, id), part);
  const baseIndex = text.witnesses.findIndex((w) => w.seed === text.meta.base.witness);
  return {
    promulgatedBy: text.meta.promulgatedBy,
    date: text.meta.date,
    dateNote: text.meta.dateNote,
    base: { witness: baseIndex + 1, short: cite(text.meta.base.witness).short, why: text.meta.base.why },
    witnesses: text.witnesses.map((w) => {
      const c = cite(w.seed, w.part);
      return { citation: c.citation, copy: c.copy, kind: WITNESS_KINDS[w.kind] ?? w.kind, notes: w.notes, variants: w.variants };
    }),
  };
}

function editionRoute(site: Site, law: Law, text: LawText): EditionRoute {
  return {
    provenance: provenance(site, text),
    law: { number: law.number, title: law.title },
    text,
    edition: site.edition(text.edition),
    others: law.texts.filter((t) => t !== text).map((t) => site.edition(t.edition)),
    clauses: text.clauses.map((c) => clauseNode(site, law, text, c, false)),
    editions: editionNames(site),
    status: statusNote(site, law, text.edition),
  };
}

// ------------------------------------------------------------ clause pages

export interface QuotedPassage {
  annotation: Pick<Annotation, 'relation' | 'names' | 'edition'>;
  document: { id: string; title: string; by: string | null };
  passage: { id: string; title: string | null };
  /** The passage's first words after its title, to show while it is collapsed. */
  lead: string;
  flags: StaleFlag[];
  /** The knowledge base's note on whether it still holds under the text in force, or null. */
  assessment: AssessmentView | null;
  href: string;
  /** Its anchor on the clause page. */
  anchor: string;
}

export interface GuidanceGroup {
  document: QuotedPassage['document'] & { href: string };
  /** The edition the document was written for. */
  written: EditionId;
  /** Where the clause changed after that edition (the same for every passage of the document). */
  flags: StaleFlag[];
  /** When flagged: the clause's words from that edition to the text that leads the page, so a reader sees whether the advice still stands. */
  change: ClauseChange | null;
  passages: QuotedPassage[];
  /** Which clauses its passages are on, when not all on the page's clause: "7 on 27B1(b), 4 on 27B1" (passageSplit). */
  split: string | null;
  /** The knowledge base's verdicts on its passages, counted, when it has any: "7 still hold, 4 hold in part" (verdictCounts). */
  verdicts: string | null;
}

/** The verdicts on some passages, counted, in the order holds, in part, no longer: "7 still hold, 4 hold in part"; null when none is assessed. */
export function verdictCounts(passages: readonly Pick<QuotedPassage, 'assessment'>[]): string | null {
  const words: Record<AssessmentView['verdict'], [string, string]> = {
    holds: ['still holds', 'still hold'],
    'holds-in-part': ['holds in part', 'hold in part'],
    'no-longer-holds': ['no longer holds', 'no longer hold'],
  };
  const parts = (Object.keys(words) as AssessmentView['verdict'][]).flatMap((v) => {
    const n = passages.filter((p) => p.assessment?.verdict === v).length;
    return n === 0 ? [] : [`${n} ${words[v][n === 1 ? 0 : 1]}`];
  });
  return parts.length === 0 ? null : parts.join(', ');
}

/**
 * Which clauses some passages shown on a clause's page are on, counted, when
 * not all are on the clause itself: "11 on 27B1(b), 4 on 27B1"; passages on
 * its sub-clauses are counted together ("20 on its sub-clauses"). Every count
 * of guidance on a clause counts the passages its page shows, so the parts
 * add up to the whole the page states.
 */
export function passageSplit(law: number, clause: string, passages: readonly Pick<QuotedPassage, 'annotation'>[]): string | null {
  if (passages.every((p) => p.annotation.relation === 'direct')) return null;
  const parts = new Map<string, number>();
  const key = (a: QuotedPassage['annotation']) =>
    a.relation === 'direct' ? `on ${clauseLabel(law, clause)}` : a.relation === 'narrower' ? 'on its sub-clauses' : `on ${clauseLabel(law, a.names ?? clause)}`;
  for (const p of passages) parts.set(key(p.annotation), (parts.get(key(p.annotation)) ?? 0) + 1);
  return [...parts].map(([on, n]) => `${n} ${on}`).join(', ');
}

export interface ClauseChange {
  from: Edition;
  to: Edition;
  status: ClauseStatus;
  heading: DiffOp[];
  text: DiffOp[];
  /** When a change is a reference made precise (or broader): what it is, in words (referenceNote); else null. */
  referenceNote: string | null;
  compareHref: string;
}

const LEAD_LENGTH = 120;

function leadOf(text: string, title: string | null): string {
  const body = (title && text.startsWith(title) ? text.slice(title.length) : text).replace(/\s+/g, ' ').trim();
  if (body.length <= LEAD_LENGTH) return body;
  const cut = body.slice(0, LEAD_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), LEAD_LENGTH - 20))}…`;
}

function groupByDocument(law: number, clause: string, passages: readonly QuotedPassage[], changeSince: (edition: EditionId) => ClauseChange | null): GuidanceGroup[] {
  const groups: GuidanceGroup[] = [];
  for (const q of passages) {
    let group = groups.find((g) => g.document.id === q.document.id);
    if (!group) {
      const written = q.annotation.edition;
      group = { document: { ...q.document, href: addresses.guidance(q.document.id) }, written, flags: q.flags, change: q.flags.length > 0 ? changeSince(written) : null, passages: [], split: null, verdicts: null };
      groups.push(group);
    }
    group.passages.push(q);
  }
  for (const g of groups) {
    g.split = passageSplit(law, clause, g.passages);
    g.verdicts = verdictCounts(g.passages);
  }
  // Guidance that still holds for the texts after it leads; a document written for a text the clause has since changed in follows.
  return groups.sort((a, b) => Number(a.flags.length > 0) - Number(b.flags.length > 0));
}

function quotedPassage(site: Site, law: Law, clause: string, a: Annotation): QuotedPassage {
  const by = [a.document.meta.author, a.document.meta.publisher].find((x) => x !== 'not given') ?? null;
  return {
    annotation: { relation: a.relation, names: a.names, edition: a.edition },
    document: { id: a.document.id, title: a.document.meta.title, by },
    passage: { id: a.passage.id, title: a.passage.title },
    lead: leadOf(a.passage.text, a.passage.title),
    flags: staleness(law, a.edition, clause),
    assessment: assessmentView(site, a.document.id, a.passage.id),
    href: addresses.passage(a.document.id, a.passage.id),
    anchor: `${a.document.id}-${a.passage.id}`,
  };
}

export interface ClauseRoute {
  law: { number: number; texts: number };
  clause: string;
  label: string;
  heading: string | null;
  holders: EditionId[];
  /** The text in force first, then newest first: the clause in it (null when the text lacks it), how it stands against the text before, and the text's status. */
  inTexts: { edition: Edition; node: ClauseNode | null; fullHref: string; since: { prev: Edition; status: ClauseStatus; link: string; href: string } | null; citation: string; status: ClauseStatusLine }[];
  /** The clause's life, oldest text first: how each text has it against the text before, the comparison one click away. */
  history: ClauseHistoryStep[];
  /** Every guidance passage the page shows: on the clause, on the clause it belongs to, on its sub-clauses. */
  passages: QuotedPassage[];
  /** Which clauses they are on, when not all on this one (passageSplit). */
  guidanceSplit: string | null;
  /** The same passages by document, in order: one staleness note per document. */
  guidance: GuidanceGroup[];
  /** The leading text's words against the text before it, when both have the clause and they differ. */
  change: ClauseChange | null;
  /** `from`: the guidance document the example comes from, in a few words (content/sources.yaml). */
  examples: { example: Example; from: string; verdicts: string }[];
  /** The same examples by the document they come from and the text it was written for, in order. */
  exampleGroups: { from: string; written: EditionId; examples: ClauseRoute['examples'] }[];
  /** Published rulings that turned on this clause (src/site/precedents.ts). */
  rulings: PrecedentSummary[];
  cites: { text: string; href: string; editions: string[] }[];
  /** What names this clause: in law texts one line per citing clause and words (with the texts that have them), then guidance passages not quoted above. */
  citedBy: { href: string; text: string; meta: string }[];
  editions: EditionNames;
}

/** One text in a clause's history. */
export interface ClauseHistoryStep {
  edition: Edition;
  /** The clause in that text on the clause page. */
  href: string;
  /** `first`: the first text that has it; otherwise its class against the text before (`absent`: neither has it). */
  status: ClauseStatus | 'first' | 'absent';
  /** In a few words: "first text", "unchanged", "wording changed", "changed in substance", … */
  word: string;
  /** The clause compared with the text before, when there is something to compare. */
  compareHref: string | null;
  current: boolean;
}

function clauseHistory(site: Site, law: Law, clause: string, current: EditionId | undefined): ClauseHistoryStep[] {
  return law.texts.map((t, i) => {
    const prev = i > 0 ? law.texts[i - 1] : undefined;
    const has = Boolean(findClause(t, clause));
    const compared = prev ? getComparison(law, prev.edition, t.edition).clauses.find((x) => x.id === clause)?.status : undefined;
    const status: ClauseHistoryStep['status'] = !prev ? (has ? 'first' : 'absent') : (compared ?? (has ? 'added' : 'absent'));
    const comparable = prev && status !== 'first' && status !== 'absent' && status !== 'added';
    return {
      edition: site.edition(t.edition),
      href: `#w-${t.edition}`,
      status,
      word: status === 'reference' && prev ? referenceWords(getComparison(law, prev.edition, t.edition).clauses.find((x) => x.id === clause)?.changes ?? []) : HISTORY_WORDS[status],
      compareHref: comparable ? addresses.compare(law.number, prev.edition, t.edition, clause) : null,
      current: t.edition === current,
    };
  });
}

function groupExamples(examples: ClauseRoute['examples']): ClauseRoute['exampleGroups'] {
  const groups: ClauseRoute['exampleGroups'] = [];
  for (const e of examples) {
    const group = groups.find((g) => g.from === e.from && g.written === e.example.edition);
    if (group) group.examples.push(e);
    else groups.push({ from: e.from, written: e.example.edition, examples: [e] });
  }
  return groups;
}

/** Mentions of a clause as lines: a citing clause's words once, with every text that has them. */
function citedByLines(site: Site, mentions: readonly MentionSite[]): ClauseRoute['citedBy'] {
  const lines = new Map<string, { href: string; text: string; words: string; editions: string[] }>();
  const out: ClauseRoute['citedBy'] = [];
  for (const m of mentions) {
    if (m.kind === 'law-text' && m.from) {
      const key = `${m.from.law}:${m.from.clause}:${m.text}`;
      const line = lines.get(key) ?? { href: addresses.clause(m.from.law, m.from.clause), text: `Law ${m.from.label}`, words: m.text, editions: [] };
      line.editions.push(site.edition(m.from.edition).short);
      lines.set(key, line);
    } else if (m.document && m.passage) {
      out.push({ href: addresses.passage(m.document.id, m.passage.id), text: `${m.document.meta.title}${m.passage.title ? `: ${m.passage.title}` : ''}`, meta: `“${m.text}”` });
    }
  }
  return [...[...lines.values()].map((l) => ({ href: l.href, text: l.text, meta: `${l.editions.join(', ')}: “${l.words}”` })), ...out];
}

function callDisplay(call: string): string {
  try {
    return callToDisplay(parseCall(call));
  } catch {
    return call;
  }
}

function clauseRoute(site: Site, law: Law, clause: string): ClauseRoute {
  const newestFirst = [...law.texts].reverse();
  const holders = newestFirst.filter((t) => findClause(t, clause));
  const newest = holders[0];
  if (!newest) throw new Error(`Law ${law.number} has no clause ${clause}`);
  const own = findClause(newest, clause);
  let sectionId: string | null = clause;
  while (sectionId && parentId(sectionId)) sectionId = parentId(sectionId);
  const section = sectionId ? findClause(newest, sectionId) : undefined;
  const heading = own?.headingText ?? (section?.headingText ? `in ${section.marker} ${section.headingText}` : null);
  const inTexts = newestFirst.map((t) => {
    const c = findClause(t, clause);
    const i = law.texts.indexOf(t);
    const prev = i > 0 ? law.texts[i - 1] : undefined;
    const compared = prev ? getComparison(law, prev.edition, t.edition).clauses.find((x) => x.id === clause) : undefined;
    const status = prev ? (compared?.status ?? 'added') : null;
    const sinceWords = (st: ClauseStatus, prevShort: string) =>
      st === 'reference' ? `${referenceKind(refinedOf(compared?.changes ?? []))} since ${prevShort}` : `${SINCE_WORDS[st]} ${prevShort}`;
    return {
      edition: site.edition(t.edition),
      node: c ? clauseNode(site, law, t, c, true) : null,
      fullHref: addresses.clauseInEdition(law.number, t.edition, clause),
      since: prev && status ? { prev: site.edition(prev.edition), status, link: sinceWords(status, site.edition(prev.edition).short), href: addresses.compare(law.number, prev.edition, t.edition, clause) } : null,
      citation: clauseCitation(clauseLabel(law.number, clause), site.edition(t.edition)),
      status: clauseStatusLine(site, law, t.edition, clause),
    };
  });
  // The text in force today leads (a newer text not yet in force follows it).
  inTexts.sort((x, y) => Number(y.status.status === 'current') - Number(x.status.status === 'current'));
  const passages = annotationsOf(site.corpus, law.number, clause).map((a) => quotedPassage(site, law, clause, a));
  const lead = inTexts[0]?.edition.id;
  const ref = { law: law.number, clause };
  const examples = examplesForClause(site.corpus, ref).map((example) => ({
    example,
    from: documentShort(site, example.source.document),
    verdicts: example.replacements
      .flatMap((r) => {
        const c = r.verdict.clause ? parseClauseRef(r.verdict.clause) : null;
        return c?.clause && clauseWithin(c, ref) ? [`${r.call ? callDisplay(r.call) : (r.description ?? '')}: ${clauseLabel(c.law, c.clause)}`] : [];
      })
      .join('; '),
  }));
  const cites = new Map<string, { text: string; href: string; editions: string[] }>();
  for (const t of law.texts) {
    for (const r of findClause(t, clause)?.references ?? []) {
      const key = r.target.kind === 'clause' ? `${r.target.law}:${r.target.clause}` : `${r.target.law}:${r.target.clause ?? ''}`;
      const href = r.target.kind === 'clause' ? addresses.clause(r.target.law, r.target.clause) : site.linkLaw(r.target.law, r.target.clause);
      const name =
        r.target.kind === 'clause' ? `Law ${clauseLabel(r.target.law, r.target.clause)}` : r.text.startsWith('Law') ? r.text : `Law ${r.target.law}${r.target.clause ?? ''}`;
      const entry = cites.get(key) ?? { text: name, href, editions: [] };
      entry.editions.push(site.edition(t.edition).short);
      cites.set(key, entry);
    }
  }
  return {
    law: { number: law.number, texts: law.texts.length },
    clause,
    label: clauseLabel(law.number, clause),
    heading,
    holders: holders.map((t) => t.edition),
    inTexts,
    history: clauseHistory(site, law, clause, inTexts.find((t) => t.status.status === 'current')?.edition.id),
    passages,
    guidance: groupByDocument(law.number, clause, passages, (written) => (lead ? clauseChange(site, law, clause, written, lead) : null)),
    guidanceSplit: passageSplit(law.number, clause, passages),
    change: lead ? clauseChange(site, law, clause, previousEdition(law, lead), lead) : null,
    examples,
    exampleGroups: groupExamples(examples),
    rulings: law.number === 27 ? rulingsForClause(site, clause) : [],
    cites: [...cites.values()],
    // Guidance passages quoted above are not listed again.
    citedBy: citedByLines(
      site,
      citationsOf(site.corpus, law.number, clause).filter((m) => !(m.document && m.passage && passages.some((q) => q.document.id === m.document?.id && q.passage.id === m.passage?.id))),
    ),
    editions: editionNames(site),
  };
}

/** The edition of the text before `edition` in this law, if any. */
function previousEdition(law: Law, edition: EditionId): EditionId | undefined {
  const i = law.texts.findIndex((t) => t.edition === edition);
  return i > 0 ? law.texts[i - 1]?.edition : undefined;
}

/** The clause from one text to another (null when either lacks it, or the words are the same). */
function clauseChange(site: Site, law: Law, clause: string, from: EditionId | undefined, to: EditionId): ClauseChange | null {
  if (!from || from === to || !law.texts.some((t) => t.edition === from)) return null;
  const c = getComparison(law, from, to).clauses.find((x) => x.id === clause);
  if (!c || c.status === 'unchanged' || c.status === 'added' || c.status === 'removed') return null;
  return {
    from: site.edition(from),
    to: site.edition(to),
    status: c.status,
    heading: c.heading,
    text: c.text,
    referenceNote: refinedOf(c.changes).length > 0 ? referenceNote(c.changes, site.edition(from).short, site.edition(to).short) : null,
    compareHref: addresses.compare(law.number, from, to, clause),
  };
}

// ------------------------------------------------------------ comparisons

export interface CompareRoute {
  law: { number: number };
  pair: PairComparison;
  a: Edition;
  b: Edition;
  /** Editorial notes on each clause in either text. */
  notes: Record<string, { edition: Edition; text: string }[]>;
  picker: PickerData;
  /** One text and the next (2007 → March 2008): the comparisons search indexes, so a clause is not found n(n−1) times. */
  successive: boolean;
}

export interface PickerData {
  law: number;
  texts: Edition[];
  a: EditionId | undefined;
  b: EditionId | undefined;
  pairs: { href: string; a: string; b: string }[];
  action: string;
  /** The comparison address with "A" and "B" standing for the chosen editions. */
  template: string;
}

function picker(site: Site, law: Law, a?: EditionId, b?: EditionId): PickerData {
  return {
    law: law.number,
    texts: law.texts.map((t) => site.edition(t.edition)),
    a: a ?? law.texts[0]?.edition,
    b: b ?? law.texts[law.texts.length - 1]?.edition,
    pairs: lawComparisons(law).map((p) => ({
      href: addresses.compare(law.number, p.a.edition, p.b.edition),
      a: site.edition(p.a.edition).short,
      b: site.edition(p.b.edition).short,
    })),
    action: addresses.law(law.number),
    template: addresses.compare(law.number, 'A', 'B'),
  };
}

function compareRoute(site: Site, law: Law, pair: PairComparison): CompareRoute {
  const notes: CompareRoute['notes'] = {};
  for (const t of law.texts.filter((x) => x.edition === pair.a.edition || x.edition === pair.b.edition)) {
    for (const n of t.editorialNotes) {
      if (n.clause === undefined) continue;
      (notes[n.clause] ??= []).push({ edition: site.edition(t.edition), text: n.text });
    }
  }
  return {
    law: { number: law.number },
    pair,
    a: site.edition(pair.a.edition),
    b: site.edition(pair.b.edition),
    notes,
    picker: picker(site, law, pair.a.edition, pair.b.edition),
    successive: successivePairs(law).some((p) => p.name === pair.name),
  };
}

// ------------------------------------------------------------ laws

export interface TextsRow {
  edition: Edition;
  href: string;
  date: string;
  sources: string;
  clauses: number;
}

export interface LawOverviewRoute {
  kind: 'overview';
  law: { number: number; title: string };
  rows: TextsRow[];
  /** `sources`: the citation of each witness. */
  texts: { edition: Edition; href: string; promulgatedBy: string; dateNote: string; sources: string[]; notes: number }[];
  pairs: { pair: PairComparison; a: string; b: string; href: string; labels: Record<string, string> }[];
  picker: PickerData;
  clauses: { id: string; label: string; heading: string | null; href: string; guidance: number }[];
  wholeLaw: { href: string; title: string; edition: string }[];
}

export interface LawStubRoute {
  kind: 'stub';
  entry: LawIndexEntry;
  groups: { clause: string | null; mentions: MentionSite[] }[];
  editions: EditionNames;
  /** What moved to or from this law between editions (content/renumberings.yaml), one sentence each. */
  moved: string[];
  /**
   * When this law number means different things in different editions: each
   * meaning with its editions, its title and its mentions (grouped by
   * clause); mentions in other editions last. Null otherwise.
   */
  meanings: LawMeaning[] | null;
}

export interface LawMeaning {
  /** Anchor: "in-2007-2008-03". */
  id: string;
  editions: EditionId[];
  /** "Law 23 in the 2007 and March 2008 texts" */
  heading: string;
  title: string | null;
  groups: { clause: string | null; mentions: MentionSite[] }[];
}

/** "the 2007 and March 2008 texts" */
/** Editions named in a sentence, from the registry: "2007, March 2008 and 2017" (`or` for a choice). */
export function editionList(site: Site, editions: readonly EditionId[], conjunction: 'and' | 'or' = 'and'): string {
  const names = editions.map((e) => site.edition(e).short);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${conjunction} ${names[names.length - 1] ?? ''}`;
}

function textsOf(site: Site, editions: readonly EditionId[]): string {
  return `the ${editionList(site, editions)} text${editions.length === 1 ? '' : 's'}`;
}

const withTitle = (ref: string, title: string | null) => (title ? `${ref} (${title})` : ref);

/** What moved to or from law `n`, and its meanings when the number was given to another law. */
function renumberedLaw(site: Site, entry: LawIndexEntry): Pick<LawStubRoute, 'moved' | 'meanings'> {
  const n = entry.law;
  const here = site.corpus.renumberings.filter((r) => r.from.law === n || r.to.law === n);
  const moved = here.map((r) => {
    const from = textsOf(site, r.from.editions);
    const to = textsOf(site, r.to.editions);
    return r.from.law === n && r.from.clause === null && r.reusedAs
      ? `In ${from}, Law ${n} was ${r.from.title ?? r.subject}; in ${to} that is ${r.to.ref}${r.to.title && r.to.title !== r.from.title ? ` (${r.to.title})` : ''}, and Law ${n} is ${r.reusedAs}.`
      : r.to.law === n && r.from.law !== n
        ? `${r.to.ref} in ${to} (${r.to.title ?? r.subject}) was ${r.from.ref} in ${from}.`
        : `${withTitle(r.from.ref, r.from.title)} in ${from}, on ${r.subject}, is ${r.to.ref} in ${to}.`;
  });
  const split = here.find((r) => r.from.law === n && r.from.clause === null && r.reusedAs);
  if (!split) return { moved, meanings: null };
  const editionOf = (m: MentionSite): EditionId | undefined => m.from?.edition ?? m.document?.meta.interprets;
  const sides = [
    { editions: split.from.editions, title: split.from.title ?? split.subject },
    { editions: split.to.editions, title: split.reusedAs },
  ];
  const meanings: LawMeaning[] = sides.map((side) => ({
    id: `in-${side.editions.join('-')}`,
    editions: side.editions,
    heading: `Law ${n} in ${textsOf(site, side.editions)}`,
    title: side.title,
    groups: mentionsByClause(entry.mentions.filter((m) => side.editions.includes(editionOf(m) ?? ''))),
  }));
  const rest = entry.mentions.filter((m) => !sides.some((side) => side.editions.includes(editionOf(m) ?? '')));
  if (rest.length > 0) meanings.push({ id: 'in-other-texts', editions: [], heading: `Law ${n} in other texts`, title: null, groups: mentionsByClause(rest) });
  return { moved, meanings };
}

export type LawRoute = LawOverviewRoute | LawStubRoute;

function textsRows(site: Site, law: Law): TextsRow[] {
  return law.texts.map((t) => ({
    edition: site.edition(t.edition),
    href: addresses.edition(law.number, t.edition),
    date: t.meta.date,
    sources: t.witnesses.map((w) => sourceById(site.corpus.sources, w.seed).short).join('; '),
    clauses: flatten(t.clauses).length,
  }));
}

function lawOverviewRoute(site: Site, law: Law): LawOverviewRoute {
  const newest = law.texts[law.texts.length - 1];
  const ownIds = new Set(newest ? flatten(newest.clauses).map((c) => c.id) : []);
  const all = [...(newest ? flatten(newest.clauses) : []), ...law.texts.flatMap((t) => flatten(t.clauses)).filter((c) => !ownIds.has(c.id))];
  const clauses = all.filter((c, i) => all.findIndex((x) => x.id === c.id) === i);
  const labelsOf = (pair: PairComparison) => Object.fromEntries(pair.clauses.map((c) => [c.id, c.label.b ?? c.label.a ?? c.id]));
  return {
    kind: 'overview',
    law: { number: law.number, title: law.title },
    rows: textsRows(site, law),
    texts: law.texts.map((t) => ({
      edition: site.edition(t.edition),
      href: addresses.edition(law.number, t.edition),
      promulgatedBy: t.meta.promulgatedBy,
      dateNote: t.meta.dateNote,
      sources: t.witnesses.map((w) => citeSource(sourceById(site.corpus.sources, w.seed), w.part).citation),
      notes: t.editorialNotes.length,
    })),
    pairs: successivePairs(law).map((pair) => ({
      pair,
      a: site.edition(pair.a.edition).short,
      b: site.edition(pair.b.edition).short,
      href: addresses.compare(law.number, pair.a.edition, pair.b.edition),
      labels: labelsOf(pair),
    })),
    picker: picker(site, law),
    clauses: clauses.map((c) => ({
      id: c.id,
      label: c.label,
      heading: c.headingText,
      href: addresses.clause(law.number, c.id),
      guidance: annotationsOf(site.corpus, law.number, c.id).length,
    })),
    wholeLaw: lawAnnotations(site.corpus, law.number).map((a) => ({
      href: addresses.passage(a.document.id, a.passage.id),
      title: `${a.document.meta.title}${a.passage.title ? `: ${a.passage.title}` : ''}`,
      edition: site.edition(a.edition).short,
    })),
  };
}

// ------------------------------------------------------------ guidance

export interface GuidanceRoute {
  doc: GuidanceDocument;
  /** The document as a publication, and what our copy is. */
  source: SourceCitation;
  written: Edition;
  writtenHref: string;
  dataHref: string;
  /** Contents by part: a part starts at a passage headed "Part II", "Part III", …; runs of passages with the same heading are one entry. */
  toc: TocPart[];
  passages: {
    passage: Passage;
    html: string;
    explains: { href: string; label: string; stale: { href: string; short: string }[] }[];
    /** The knowledge base's note on whether the passage still holds under the text in force, or null. */
    assessment: AssessmentView | null;
    calculator: boolean;
    /** The examples the passage discusses, each with what its widget names. */
    examples: { example: Example; names: WidgetNames }[];
    /** The last passage of its part (a "back to contents" link follows it). */
    endsPart: boolean;
  }[];
}

export interface TocPart {
  /** "Part II: Score Adjustment"; null for the passages before the first part heading. */
  title: string | null;
  entries: { id: string; title: string; passages: number }[];
}

const PART_HEADING = /^Part\s+[IVXLC]+\b/i;

/** The contents of a guidance document, by part. */
export function guidanceToc(passages: readonly Pick<Passage, 'id' | 'title' | 'text'>[]): TocPart[] {
  const parts: TocPart[] = [];
  let part: TocPart | undefined;
  for (const p of passages) {
    if (p.title && PART_HEADING.test(p.title)) {
      const subtitle = p.text.replace(p.title, '').trim().split(/\n/)[0]?.trim();
      part = { title: subtitle ? `${p.title}: ${subtitle}` : p.title, entries: [] };
      parts.push(part);
      continue;
    }
    if (!part) {
      part = { title: null, entries: [] };
      parts.push(part);
    }
    const last = part.entries[part.entries.length - 1];
    if (p.title === null || (last && last.title === p.title)) {
      if (last) last.passages++;
      continue;
    }
    part.entries.push({ id: p.id, title: p.title, passages: 1 });
  }
  return parts.filter((x) => x.entries.length > 0 || x.title !== null);
}

function guidanceRoute(site: Site, doc: GuidanceDocument): GuidanceRoute {
  const examples = new Map(site.corpus.examples.map((e) => [e.id, e]));
  return {
    doc,
    source: citeSource(sourceById(site.corpus.sources, doc.meta.seed)),
    written: site.edition(doc.meta.interprets),
    writtenHref: addresses.edition(doc.passages.flatMap((p) => p.annotates)[0]?.law ?? 27, doc.meta.interprets),
    dataHref: addresses.guidanceData(doc.id),
    toc: guidanceToc(doc.passages),
    passages: doc.passages.map((p, i) => ({
      passage: p,
      html: renderingSource(doc.file, { line: p.line, column: 1 }, () => renderPassage(p, site.linkLaw, 0, p.id)),
      endsPart: i === doc.passages.length - 1 || PART_HEADING.test(doc.passages[i + 1]?.title ?? ''),
      explains: p.annotates.map((a) => {
        const law = site.corpus.laws.find((l) => l.number === a.law);
        const flags = law && a.clause ? staleness(law, doc.meta.interprets, a.clause) : [];
        return {
          href: a.clause ? addresses.clause(a.law, a.clause) : addresses.law(a.law),
          label: a.clause ? clauseLabel(a.law, a.clause) : `Law ${a.law}`,
          stale: flags.map((f) => ({ href: addresses.compare(a.law, f.compare.a, f.compare.b, a.clause ?? undefined), short: site.edition(f.edition).short })),
        };
      }),
      assessment: assessmentView(site, doc.id, p.id),
      calculator: p.topics.includes('adjusted-score'),
      examples: p.examples.flatMap((id) => {
        const example = examples.get(id);
        return example ? [{ example, names: widgetNames(site, example) }] : [];
      }),
    })),
  };
}

// ------------------------------------------------------------ examples

export interface ExampleRoute {
  example: Example;
  /** The edition the example's source was written for. */
  edition: Edition;
  /** The guidance document it comes from; `short`: in a few words (content/sources.yaml). */
  source: { title: string; short: string; href: string };
  /** What its auction widget names. */
  names: WidgetNames;
  /** The engine's ruling on each replacement under each other text of Law 27 whose words differ (rulingsElsewhere). */
  elsewhere: ElsewhereRuling[];
  previous: Example | undefined;
  next: Example | undefined;
}

function exampleRoute(site: Site, example: Example, previous: Example | undefined, next: Example | undefined): ExampleRoute {
  const doc = site.corpus.guidance.find((d) => d.id === example.source.document);
  const names = widgetNames(site, example);
  const source = { title: doc?.meta.title ?? example.source.document, short: names.sourceShort, href: addresses.guidance(example.source.document) };
  return { example, edition: site.edition(example.edition), source, names, elsewhere: rulingsElsewhere(site, example), previous, next };
}

// ------------------------------------------------------------ all routes, once

export interface Routes {
  editions: { params: { law: string; slug: string }; props: { edition: EditionRoute } }[];
  clauses: { params: { law: string; slug: string }; props: { clause: ClauseRoute } }[];
  comparisons: { params: { law: string; pair: string }; props: CompareRoute }[];
  laws: { params: { law: string }; props: LawRoute }[];
  guidance: { params: { doc: string }; props: GuidanceRoute }[];
  examples: { params: { id: string }; props: ExampleRoute }[];
  /** Edition names by id, for pages that list examples of several editions. */
  editionNames: EditionNames;
  examplesBySource: ReturnType<typeof examplesBySource>;
  lawIndex: LawIndexEntry[];
}

const computed = new WeakMap<Site, Routes>();

/** Every route of the site, computed the first time a page asks. */
export function routes(site: Site): Routes {
  const done = computed.get(site);
  if (done) return done;
  const { corpus } = site;
  const all: Routes = {
    editions: corpus.laws.flatMap((law) =>
      law.texts.map((text) => ({ params: { law: String(law.number), slug: text.edition }, props: { edition: editionRoute(site, law, text) } })),
    ),
    clauses: corpus.laws.flatMap((law) =>
      [...new Set(law.texts.flatMap((t) => flatten(t.clauses).map((c) => c.id)))].map((id) => ({
        params: { law: String(law.number), slug: id },
        props: { clause: clauseRoute(site, law, id) },
      })),
    ),
    comparisons: corpus.laws.flatMap((law) =>
      lawComparisons(law).map((pair) => ({ params: { law: String(law.number), pair: pair.name }, props: compareRoute(site, law, pair) })),
    ),
    laws: lawIndex(corpus).map((entry) => {
      const law = corpus.laws.find((l) => l.number === entry.law);
      const props: LawRoute = law
        ? lawOverviewRoute(site, law)
        : { kind: 'stub', entry, groups: mentionsByClause(entry.mentions), editions: editionNames(site), ...renumberedLaw(site, entry) };
      return { params: { law: String(entry.law) }, props };
    }),
    guidance: corpus.guidance.map((doc) => ({ params: { doc: doc.id }, props: guidanceRoute(site, doc) })),
    examples: corpus.examples.map((example, i, list) => ({ params: { id: example.id }, props: exampleRoute(site, example, list[i - 1], list[i + 1]) })),
    examplesBySource: examplesBySource(corpus),
    editionNames: editionNames(site),
    lawIndex: lawIndex(corpus),
  };
  computed.set(site, all);
  return all;
}

export { textsRows, editionNames };
