/**
 * From Pagefind results to hits that land on the exact clause or passage.
 *
 * Pagefind reports, per page, every element with an id ("anchors") and the
 * word positions that matched. On pages made of sections (law texts,
 * guidance, comparisons: meta "sections"), a clause or passage is a
 * <section id=…>, so each match belongs to the last section that starts
 * before it; matches are grouped per section and scored:
 *   - each query word found counts once, with its best Pagefind score in the
 *     section (scores carry the page's weights: the law's own words weigh
 *     most), so repeating a word does not make a long page win; a word
 *     Pagefind matched only by prefix ("of" → "offender") counts a tenth;
 *   - that sum is multiplied by the longest run of consecutive query words,
 *     and by the square of the share of query words present —
 *     so a phrase of the law ("partner must pass") lands on the clause that
 *     has it as a phrase.
 *
 * Pure functions: no DOM, no Pagefind; unit-tested on fixtures.
 */
import { clauseLabel, parseClauseId } from '../../model/clause-id';

export interface FragmentLike {
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
  anchors: { element: string; id: string; location: number }[];
  weighted_locations: { location: number; balanced_score: number; weight: number }[];
}

export interface Hit {
  url: string;
  /** What to show as the result's name: "Law 27B2 (2017)", or the passage's first words. */
  citation: string;
  kind: string;
  editions: string[];
  document: string;
  /** Excerpt as HTML: words escaped, matches in <mark>. */
  excerpt: string;
  score: number;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function longestRun(locations: number[]): { length: number; start: number } {
  const sorted = [...new Set(locations)].sort((a, b) => a - b);
  let best = { length: 0, start: sorted[0] ?? 0 };
  let run = { length: 0, start: sorted[0] ?? 0 };
  sorted.forEach((loc, i) => {
    run = i > 0 && loc === (sorted[i - 1] ?? -2) + 1 ? { length: run.length + 1, start: run.start } : { length: 1, start: loc };
    if (run.length > best.length) best = run;
  });
  return best;
}

function excerpt(words: string[], from: number, to: number, marks: Set<number>, around: number, size = 26): string {
  const start = Math.max(from, Math.min(around - Math.floor(size / 3), to - size));
  const end = Math.min(to, start + size);
  const parts: string[] = [];
  for (let i = Math.max(from, start); i < end; i++) {
    const w = escape(words[i] ?? '');
    parts.push(marks.has(i) ? `<mark>${w}</mark>` : w);
  }
  return `${start > from ? '… ' : ''}${parts.join(' ')}${end < to ? ' …' : ''}`;
}

/** Name of a section: a clause citation on law pages, else the first words of the section. */
function citationFor(f: FragmentLike, id: string | null, words: string[], from: number): string {
  const law = Number(f.meta['law'] ?? 0);
  const edition = f.meta['edition'];
  if (f.meta['kind'] === 'law text' && id && parseClauseId(id) && law) return `Law ${clauseLabel(law, id)}${edition ? ` (${edition})` : ''}`;
  if (f.meta['kind'] === 'comparison' && id && parseClauseId(id) && law) return `${clauseLabel(law, id)} · ${f.meta['title'] ?? ''}`;
  const lead = words.slice(from, from + 8).join(' ');
  return id ? `${f.meta['title'] ?? ''}: ${lead}${words.length > from + 8 ? ' …' : ''}` : f.meta['title'] ?? f.url;
}

/** Words of a query or of page content, compared case- and punctuation-blind. */
export function normalWord(word: string): string {
  return word.toLowerCase().replace(/[’']/g, "'").replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

export function hitsFromFragment(f: FragmentLike, query: string, pageScore = 1): Hit[] {
  const words = f.content.split(/\s+/);
  const terms = new Set(query.split(/\s+/).map(normalWord).filter(Boolean));
  const exact = (loc: number) => terms.has(normalWord(words[loc] ?? ''));
  const sections = f.meta['sections'] ? f.anchors.filter((a) => a.element === 'section' && a.id).sort((a, b) => a.location - b.location) : [];
  const regionOf = (loc: number) => {
    let found: (typeof sections)[number] | undefined;
    for (const s of sections) if (s.location <= loc) found = s;
    return found;
  };
  const groups = new Map<string, { anchor: (typeof sections)[number] | undefined; locs: typeof f.weighted_locations }>();
  for (const wl of f.weighted_locations) {
    const anchor = regionOf(wl.location);
    const key = anchor?.id ?? '';
    const g = groups.get(key) ?? { anchor, locs: [] };
    g.locs.push(wl);
    groups.set(key, g);
  }
  const hits: Hit[] = [];
  for (const [key, g] of groups) {
    // On a page made of sections, words before the first one are its title and frame.
    if (!key && sections.length > 0) continue;
    const from = g.anchor?.location ?? 0;
    const next = sections.find((s) => s.location > from);
    const to = next?.location ?? words.length;
    const locations = g.locs.map((l) => l.location);
    const exactLocations = locations.filter(exact);
    const run = longestRun(exactLocations.length > 0 ? exactLocations : locations);
    const best = new Map<string, number>();
    let prefixOnly = 0;
    for (const l of g.locs) {
      if (exact(l.location)) {
        const term = normalWord(words[l.location] ?? '');
        best.set(term, Math.max(best.get(term) ?? 0, l.balanced_score));
      } else prefixOnly = Math.max(prefixOnly, l.balanced_score * 0.1);
    }
    const base = [...best.values()].reduce((n, v) => n + v, 0) + prefixOnly;
    const present = new Set(exactLocations.map((l) => normalWord(words[l] ?? ''))).size;
    const coverage = terms.size > 0 ? present / terms.size : 1;
    hits.push({
      url: key ? `${f.url}#${key}` : f.url,
      citation: citationFor(f, key || null, words, from),
      kind: f.meta['kind'] ?? f.filters['kind']?.[0] ?? '',
      editions: f.filters['edition'] ?? [],
      document: f.filters['document']?.[0] ?? '',
      excerpt: excerpt(words, from, to, new Set(locations), run.start),
      score: base * Math.max(1, run.length) * coverage * coverage * pageScore,
    });
  }
  return hits;
}

/** All hits of several pages, best first. */
export function rankHits(hits: Hit[]): Hit[] {
  return [...hits].sort((a, b) => b.score - a.score || a.url.localeCompare(b.url));
}
