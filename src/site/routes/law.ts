/**
 * Route data of a law page (/laws/<law>/): an overview of a law we have the text of, or a stub for a law that
 * is only mentioned (with what was renumbered to or from it).
 */
import { citeSource, sourceById } from '../sources';
import {
  annotationsOf,
  lawAnnotations,
  mentionsByClause,
  type LawIndexEntry,
  type MentionSite,
} from '../../derive/annotations';
import type { PairComparison } from '../../derive/compare';
import { successivePairs } from '../../derive/law-comparisons';
import type { Law } from '../../model/corpus';
import type { Edition } from '../../model/editions';
import type { EditionId } from '../../model/edition-id';
import { flatten } from '../../model/law-text';
import { addresses } from '../addresses';
import { byPlace, officialTextOfLaw, type PublishedPlace } from '../official-text';
import { picker, type PickerData } from './compare';
import { editionList, editionNames, type EditionNames } from './edition-names';
import type { Site } from '../site';

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
  texts: {
    edition: Edition;
    href: string;
    promulgatedBy: string;
    dateNote: string;
    sources: string[];
    notes: number;
  }[];
  pairs: { pair: PairComparison; a: string; b: string; href: string; labels: Record<string, string> }[];
  picker: PickerData;
  clauses: { id: string; label: string; heading: string | null; href: string; guidance: number }[];
  wholeLaw: { href: string; title: string; edition: string }[];
}

/** The mentions of one clause (or of the whole law), with where the law's text is published in each edition that mentions it. */
export interface MentionGroup {
  clause: string | null;
  mentions: MentionSite[];
  /** Per edition of the mentions (oldest first): "Law 16D in …", linked when its https address is known; by place. */
  published: PublishedPlace[];
}

export interface LawStubRoute {
  kind: 'stub';
  entry: LawIndexEntry;
  groups: MentionGroup[];
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
  groups: MentionGroup[];
}

/** "the 2007 and March 2008 texts" */
function textsOf(site: Site, editions: readonly EditionId[]): string {
  return `the ${editionList(site, editions)} text${editions.length === 1 ? '' : 's'}`;
}

/** The edition a mention is in: its law text's, or the text its guidance document was written for. */
const editionOf = (m: MentionSite): EditionId | undefined => m.from?.edition ?? m.document?.meta.interprets;

/** The mentions by clause, each group with where law `law` (that clause) is published in the editions mentioning it. */
function groupsOf(site: Site, law: number, mentions: MentionSite[]): MentionGroup[] {
  return mentionsByClause(mentions).map((g) => {
    const ids = new Set(g.mentions.map(editionOf));
    const published = site.editions
      .filter((e) => ids.has(e.id))
      .flatMap((e) => officialTextOfLaw(e, law, g.clause) ?? []);
    return { ...g, published: byPlace(published) };
  });
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
  const sides = [
    { editions: split.from.editions, title: split.from.title ?? split.subject },
    { editions: split.to.editions, title: split.reusedAs },
  ];
  const meanings: LawMeaning[] = sides.map((side) => ({
    id: `in-${side.editions.join('-')}`,
    editions: side.editions,
    heading: `Law ${n} in ${textsOf(site, side.editions)}`,
    title: side.title,
    groups: groupsOf(
      site,
      n,
      entry.mentions.filter((m) => side.editions.includes(editionOf(m) ?? '')),
    ),
  }));
  const rest = entry.mentions.filter((m) => !sides.some((side) => side.editions.includes(editionOf(m) ?? '')));
  if (rest.length > 0)
    meanings.push({
      id: 'in-other-texts',
      editions: [],
      heading: `Law ${n} in other texts`,
      title: null,
      groups: groupsOf(site, n, rest),
    });
  return { moved, meanings };
}

export type LawRoute = LawOverviewRoute | LawStubRoute;

/** The page of a law we have no text of: where it is mentioned, and what was renumbered to or from it. */
export function lawStubRoute(site: Site, entry: LawIndexEntry): LawStubRoute {
  return {
    kind: 'stub',
    entry,
    groups: groupsOf(site, entry.law, entry.mentions),
    editions: editionNames(site),
    ...renumberedLaw(site, entry),
  };
}

export function textsRows(site: Site, law: Law): TextsRow[] {
  return law.texts.map((t) => ({
    edition: site.edition(t.edition),
    href: addresses.edition(law.number, t.edition),
    date: t.meta.date,
    sources: t.witnesses.map((w) => sourceById(site.corpus.sources, w.seed).short).join('; '),
    clauses: flatten(t.clauses).length,
  }));
}

export function lawOverviewRoute(site: Site, law: Law): LawOverviewRoute {
  const newest = law.texts[law.texts.length - 1];
  const ownIds = new Set(newest ? flatten(newest.clauses).map((c) => c.id) : []);
  const all = [
    ...(newest ? flatten(newest.clauses) : []),
    ...law.texts.flatMap((t) => flatten(t.clauses)).filter((c) => !ownIds.has(c.id)),
  ];
  const clauses = all.filter((c, i) => all.findIndex((x) => x.id === c.id) === i);
  const labelsOf = (pair: PairComparison) =>
    Object.fromEntries(pair.clauses.map((c) => [c.id, c.label.b ?? c.label.a ?? c.id]));
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
