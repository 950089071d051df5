/**
 * Pages the search box finds by their names, not by their words: a law's
 * text in an edition ("the March 2008 version", "text in force"), the
 * editions page ("in force EBU"), what changed since a text ("what changed
 * since 2007") and the comparison of two texts ("differences 2007 2017").
 * These pages are not in the search index (or not as a whole), and a reader
 * names them rather than quoting them.
 *
 * A query is read as concepts (`names`: an edition by its id, short name or
 * year; "in force"; a governing body by its id, name or region; "changes";
 * "text"; "editions"); a page is offered when the query is nothing but such
 * names (and the words around them) and one of its `keys` is among them
 * (src/apps/search/places.ts). The editions' and bodies' names come
 * from the registry (content/editions.yaml, bodies.yaml); the words for
 * "in force", "changes" and the rest are the site's own page names.
 */
import { changesPages } from './routes/changes';
import { addresses } from './addresses';
import type { Site } from './site';

export interface SearchPlaces {
  /** Each concept and the phrases that name it, lower case. */
  names: { concept: string; phrases: string[] }[];
  /** Pages, each with its title and the sets of concepts that lead to it, most specific first. */
  pages: { url: string; title: string; keys: string[][] }[];
}

/** The words that name a kind of page, and words that only frame a name ("the", "which", "law"). */
const PAGE_WORDS: Record<string, string[]> = {
  current: [
    'in force',
    'current',
    'currently',
    'now',
    'today',
    'in effect',
    'in use',
    'valid',
    'latest',
    'applies',
    'apply',
    'applied',
    'used',
  ],
  change: [
    'changes',
    'change',
    'changed',
    'differences',
    'difference',
    'different',
    'differ',
    'compare',
    'compared',
    'comparison',
    'versus',
    'vs',
    'diff',
    "what's new",
    'new',
  ],
  text: ['text', 'texts', 'version', 'versions', 'wording', 'words', 'rule', 'rules', 'laws'],
  editions: ['editions', 'edition', 'which text', 'which version', 'which laws', 'timeline', 'dates'],
  frame: [
    'the',
    'a',
    'of',
    'in',
    'for',
    'to',
    'from',
    'since',
    'between',
    'and',
    'with',
    'which',
    'what',
    'is',
    'are',
    'was',
    'show',
    'me',
    'page',
    'law',
    'bridge',
    'duplicate',
    'wbf',
  ],
};

const years = (id: string) => /^\d{4}/.exec(id)?.[0];

export function searchPlaces(site: Site): SearchPlaces {
  const withTexts = site.clauseIndex.editions.map((e) => site.edition(e.id));
  const names: SearchPlaces['names'] = withTexts.map((e) => {
    const y = years(e.id);
    const phrases = new Set([e.id.toLowerCase(), e.short.toLowerCase(), e.name.toLowerCase()]);
    if (y && withTexts.filter((o) => years(o.id) === y).length === 1) phrases.add(y);
    return { concept: `edition:${e.id}`, phrases: [...phrases] };
  });
  names.push({
    concept: 'body',
    phrases: [
      ...new Set(
        site.corpus.bodies.flatMap((b) => [b.id, b.name, b.region ?? ''].filter(Boolean).map((n) => n.toLowerCase())),
      ),
    ],
  });
  for (const [concept, phrases] of Object.entries(PAGE_WORDS)) names.push({ concept, phrases });
  names.push({ concept: 'frame', phrases: Object.keys(site.clauseIndex.laws) });

  const pages: SearchPlaces['pages'] = [];
  for (const [law, texts] of Object.entries(site.clauseIndex.laws)) {
    for (const e of withTexts) {
      if (!texts[e.id]) continue;
      const status = site.status(e.id);
      const ed = `edition:${e.id}`;
      pages.push({
        url: addresses.edition(Number(law), e.id),
        title: `Law ${law}, the ${e.short} text (${status === 'current' ? 'in force' : status})`,
        keys: [
          [ed, 'text'],
          [ed],
          ...(e.id === site.current ? [['current', 'text'], ['current', 'editions'], ['current']] : []),
        ],
      });
    }
  }
  pages.push({
    url: addresses.editions(),
    title: 'Editions of the Laws: when each was in force, and where',
    keys: [['current', 'body'], ['body'], ['editions'], ['current']],
  });
  for (const p of changesPages(site)) {
    const from = site.edition(p.from);
    pages.push({
      url: addresses.changes(p.from),
      title: `What changed since the ${from.short} text`,
      keys: [
        ['change', `edition:${p.from}`, `edition:${p.to}`],
        ['change', `edition:${p.from}`],
        ['change', `edition:${p.to}`],
      ],
    });
  }
  pages.push({ url: addresses.changesIndex(), title: 'What changed since the text you know', keys: [['change']] });
  for (const [law, texts] of Object.entries(site.clauseIndex.laws)) {
    const eds = withTexts.filter((e) => texts[e.id]);
    eds.forEach((a, i) =>
      eds.slice(i + 1).forEach((b) =>
        pages.push({
          url: addresses.compare(Number(law), a.id, b.id),
          title: `Law ${law}: the ${a.short} text compared with ${b.short}`,
          keys: [['change', `edition:${a.id}`, `edition:${b.id}`]],
        }),
      ),
    );
  }
  return { names, pages };
}
