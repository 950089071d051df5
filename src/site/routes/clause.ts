/**
 * Route data of a clause page (/laws/<law>/<clause>/): the clause in every text, its history, the guidance
 * and examples on it, what it cites and what cites it.
 */
import type { Example } from '../../bridge/examples';
import {
  annotationsOf,
  citationsOf,
  staleness,
  type Annotation,
  type MentionSite,
  type StaleFlag,
} from '../../derive/annotations';
import type { ClauseStatus, DiffOp } from '../../derive/compare';
import { getComparison } from '../../derive/law-comparisons';
import { clauseLabel, clauseWithin, parentId, parseClauseRef } from '../../model/clause-id';
import { callToDisplay, parseCall } from '../../bridge/call';
import type { Law } from '../../model/corpus';
import type { Edition } from '../../model/editions';
import type { EditionId } from '../../model/edition-id';
import { findClause, quotedText, type LawText } from '../../model/law-text';
import { addresses } from '../addresses';
import { clauseCitation } from '../clause-jump';
import { HISTORY_WORDS, referenceKind, referenceNote, referenceWords, refinedOf, SINCE_WORDS } from '../clause-status';
import { documentShort, examplesForClause } from '../examples';
import { assessmentView, type AssessmentView } from '../assessments';
import { clauseRulingsLink, type ClauseRulingsLink } from './clause-rulings';
import { clausePageLegislation, jsonLdText } from '../linked-data';
import { clauseNode, type ClauseNode } from './clause-node';
import { editionNames, type EditionNames } from './edition-names';
import type { Site } from '../site';
import { clauseStatusLine, type ClauseStatusLine } from './clause-status-line';

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
export function passageSplit(
  law: number,
  clause: string,
  passages: readonly Pick<QuotedPassage, 'annotation'>[],
): string | null {
  if (passages.every((p) => p.annotation.relation === 'direct')) return null;
  const parts = new Map<string, number>();
  const key = (a: QuotedPassage['annotation']) =>
    a.relation === 'direct'
      ? `on ${clauseLabel(law, clause)}`
      : a.relation === 'narrower'
        ? 'on its sub-clauses'
        : `on ${clauseLabel(law, a.names ?? clause)}`;
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

function groupByDocument(
  law: number,
  clause: string,
  passages: readonly QuotedPassage[],
  changeSince: (edition: EditionId) => ClauseChange | null,
): GuidanceGroup[] {
  const groups: GuidanceGroup[] = [];
  for (const q of passages) {
    let group = groups.find((g) => g.document.id === q.document.id);
    if (!group) {
      const written = q.annotation.edition;
      group = {
        document: { ...q.document, href: addresses.guidance(q.document.id) },
        written,
        flags: q.flags,
        change: q.flags.length > 0 ? changeSince(written) : null,
        passages: [],
        split: null,
        verdicts: null,
      };
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
  inTexts: {
    edition: Edition;
    node: ClauseNode | null;
    fullHref: string;
    since: { prev: Edition; status: ClauseStatus; link: string; href: string } | null;
    citation: string;
    status: ClauseStatusLine;
  }[];
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
  /** What a shared link's preview says: the clause's citation in the leading text and its words. */
  description: string;
  /** Published rulings that turned on this clause: how many, and where (src/site/routes/precedent.ts); null outside Law 27. */
  rulings: ClauseRulingsLink | null;
  cites: { text: string; href: string; editions: string[] }[];
  /** What names this clause: in law texts one line per citing clause and words (with the texts that have them), then guidance passages not quoted above. */
  citedBy: { href: string; text: string; meta: string }[];
  editions: EditionNames;
  /** schema.org JSON-LD of the page (../linked-data.ts). */
  linkedData: string;
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
    const compared = prev
      ? getComparison(law, prev.edition, t.edition).clauses.find((x) => x.id === clause)?.status
      : undefined;
    const status: ClauseHistoryStep['status'] = !prev
      ? has
        ? 'first'
        : 'absent'
      : (compared ?? (has ? 'added' : 'absent'));
    const comparable = prev && status !== 'first' && status !== 'absent' && status !== 'added';
    return {
      edition: site.edition(t.edition),
      href: `#w-${t.edition}`,
      status,
      word:
        status === 'reference' && prev
          ? referenceWords(
              getComparison(law, prev.edition, t.edition).clauses.find((x) => x.id === clause)?.changes ?? [],
            )
          : HISTORY_WORDS[status],
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
      const line = lines.get(key) ?? {
        href: addresses.clause(m.from.law, m.from.clause),
        text: `Law ${m.from.label}`,
        words: m.text,
        editions: [],
      };
      line.editions.push(site.edition(m.from.edition).short);
      lines.set(key, line);
    } else if (m.document && m.passage) {
      out.push({
        href: addresses.passage(m.document.id, m.passage.id),
        text: `${m.document.meta.title}${m.passage.title ? `: ${m.passage.title}` : ''}`,
        meta: `“${m.text}”`,
      });
    }
  }
  return [
    ...[...lines.values()].map((l) => ({ href: l.href, text: l.text, meta: `${l.editions.join(', ')}: “${l.words}”` })),
    ...out,
  ];
}

function callDisplay(call: string): string {
  try {
    return callToDisplay(parseCall(call));
  } catch {
    return call;
  }
}

/** The clause's heading, or the heading of the part it stands in: "in B. Insufficient Bid Out of Rotation". */
function clauseHeading(newest: LawText, clause: string): string | null {
  const own = findClause(newest, clause);
  let sectionId: string | null = clause;
  while (sectionId && parentId(sectionId)) sectionId = parentId(sectionId);
  const section = sectionId ? findClause(newest, sectionId) : undefined;
  return own?.headingText ?? (section?.headingText ? `in ${section.marker} ${section.headingText}` : null);
}

/** The clause in each text, the text in force first, then newest first. */
function clauseInTexts(site: Site, law: Law, clause: string): ClauseRoute['inTexts'] {
  const newestFirst = [...law.texts].reverse();
  const inTexts = newestFirst.map((t) => {
    const c = findClause(t, clause);
    const i = law.texts.indexOf(t);
    const prev = i > 0 ? law.texts[i - 1] : undefined;
    const compared = prev
      ? getComparison(law, prev.edition, t.edition).clauses.find((x) => x.id === clause)
      : undefined;
    const status = prev ? (compared?.status ?? 'added') : null;
    const sinceWords = (st: ClauseStatus, prevShort: string) =>
      st === 'reference'
        ? `${referenceKind(refinedOf(compared?.changes ?? []))} since ${prevShort}`
        : `${SINCE_WORDS[st]} ${prevShort}`;
    return {
      edition: site.edition(t.edition),
      node: c ? clauseNode(site, law, t, c, true) : null,
      fullHref: addresses.clauseInEdition(law.number, t.edition, clause),
      since:
        prev && status
          ? {
              prev: site.edition(prev.edition),
              status,
              link: sinceWords(status, site.edition(prev.edition).short),
              href: addresses.compare(law.number, prev.edition, t.edition, clause),
            }
          : null,
      citation: clauseCitation(clauseLabel(law.number, clause), site.edition(t.edition)),
      status: clauseStatusLine(site, law, t.edition, clause),
    };
  });
  // The text in force today leads (a newer text not yet in force follows it).
  inTexts.sort((x, y) => Number(y.status.status === 'current') - Number(x.status.status === 'current'));
  return inTexts;
}

/** The examples on the clause (or within it), each with the verdicts that name it. */
function clauseExamples(site: Site, ref: { law: number; clause: string }): ClauseRoute['examples'] {
  return examplesForClause(site.corpus, ref).map((example) => ({
    example,
    from: documentShort(site, example.source.document),
    verdicts: example.replacements
      .flatMap((r) => {
        const c = r.verdict.clause ? parseClauseRef(r.verdict.clause) : null;
        return c?.clause && clauseWithin(c, ref)
          ? [`${r.call ? callDisplay(r.call) : (r.description ?? '')}: ${clauseLabel(c.law, c.clause)}`]
          : [];
      })
      .join('; '),
  }));
}

/** What the clause cites, once each, with the texts that cite it. */
function clauseCites(site: Site, law: Law, clause: string): ClauseRoute['cites'] {
  const cites = new Map<string, { text: string; href: string; editions: string[] }>();
  for (const t of law.texts) {
    for (const r of findClause(t, clause)?.references ?? []) {
      const key =
        r.target.kind === 'clause' ? `${r.target.law}:${r.target.clause}` : `${r.target.law}:${r.target.clause ?? ''}`;
      const href =
        r.target.kind === 'clause'
          ? addresses.clause(r.target.law, r.target.clause)
          : site.linkLaw(r.target.law, r.target.clause);
      const name =
        r.target.kind === 'clause'
          ? `Law ${clauseLabel(r.target.law, r.target.clause)}`
          : r.text.startsWith('Law')
            ? r.text
            : `Law ${r.target.law}${r.target.clause ?? ''}`;
      const entry = cites.get(key) ?? { text: name, href, editions: [] };
      entry.editions.push(site.edition(t.edition).short);
      cites.set(key, entry);
    }
  }
  return [...cites.values()];
}

export function clauseRoute(site: Site, law: Law, clause: string): ClauseRoute {
  const holders = [...law.texts].reverse().filter((t) => findClause(t, clause));
  const newest = holders[0];
  if (!newest) throw new Error(`Law ${law.number} has no clause ${clause}`);
  const inTexts = clauseInTexts(site, law, clause);
  const passages = annotationsOf(site.corpus, law.number, clause).map((a) => quotedPassage(site, law, clause, a));
  const lead = inTexts[0]?.edition.id;
  const examples = clauseExamples(site, { law: law.number, clause });
  return {
    law: { number: law.number, texts: law.texts.length },
    clause,
    label: clauseLabel(law.number, clause),
    heading: clauseHeading(newest, clause),
    holders: holders.map((t) => t.edition),
    inTexts,
    history: clauseHistory(site, law, clause, inTexts.find((t) => t.status.status === 'current')?.edition.id),
    passages,
    guidance: groupByDocument(law.number, clause, passages, (written) =>
      lead ? clauseChange(site, law, clause, written, lead) : null,
    ),
    guidanceSplit: passageSplit(law.number, clause, passages),
    change: lead ? clauseChange(site, law, clause, previousEdition(law, lead), lead) : null,
    examples,
    exampleGroups: groupExamples(examples),
    rulings: law.number === 27 ? clauseRulingsLink(site, clause) : null,
    cites: clauseCites(site, law, clause),
    // Guidance passages quoted above are not listed again.
    citedBy: citedByLines(
      site,
      citationsOf(site.corpus, law.number, clause).filter(
        (m) =>
          !(
            m.document &&
            m.passage &&
            passages.some((q) => q.document.id === m.document?.id && q.passage.id === m.passage?.id)
          ),
      ),
    ),
    editions: editionNames(site),
    linkedData: jsonLdText(clausePageLegislation(site, law, clause)),
    description: clauseDescription(law, clause, inTexts[0]),
  };
}

/** The longest description a preview shows whole. */
const DESCRIPTION_CHARS = 200;

/**
 * What a shared link's preview says of a clause page: the clause's citation
 * in the text that leads the page (the text in force) and its words, cut at
 * a word with "…" when long. A clause with no words of its own (B1, which
 * only holds (a) and (b)) is given its sub-clauses' words.
 */
function clauseDescription(law: Law, clause: string, lead: ClauseRoute['inTexts'][number] | undefined): string {
  const text = lead && law.texts.find((t) => t.edition === lead.edition.id);
  const found = text && findClause(text, clause);
  if (!lead || !found) return `Law ${clauseLabel(law.number, clause)} in each text of the Laws.`;
  const words = (c: typeof found): string =>
    [quotedText(c), ...c.children.map((child) => `${child.marker} ${words(child)}`)].filter(Boolean).join(' ');
  const said = words(found).replace(/\s+/g, ' ').trim();
  const head = `${lead.citation}: `;
  const room = DESCRIPTION_CHARS - head.length;
  const cut = said.length <= room ? said : `${said.slice(0, said.lastIndexOf(' ', room - 1))}…`;
  return `${head}${cut}`;
}

/** The edition of the text before `edition` in this law, if any. */
function previousEdition(law: Law, edition: EditionId): EditionId | undefined {
  const i = law.texts.findIndex((t) => t.edition === edition);
  return i > 0 ? law.texts[i - 1]?.edition : undefined;
}

/** The clause from one text to another (null when either lacks it, or the words are the same). */
function clauseChange(
  site: Site,
  law: Law,
  clause: string,
  from: EditionId | undefined,
  to: EditionId,
): ClauseChange | null {
  if (!from || from === to || !law.texts.some((t) => t.edition === from)) return null;
  const c = getComparison(law, from, to).clauses.find((x) => x.id === clause);
  if (!c || c.status === 'unchanged' || c.status === 'added' || c.status === 'removed') return null;
  return {
    from: site.edition(from),
    to: site.edition(to),
    status: c.status,
    heading: c.heading,
    text: c.text,
    referenceNote:
      refinedOf(c.changes).length > 0
        ? referenceNote(c.changes, site.edition(from).short, site.edition(to).short)
        : null,
    compareHref: addresses.compare(law.number, from, to, clause),
  };
}
