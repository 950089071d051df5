/**
 * Addresses: the one place that decides URL shapes. A published URL is a
 * promise to users, so these shapes only ever gain new forms. Pages, client
 * scripts and data files all take their links from here. Pure: runs in the
 * browser too.
 */
import type { EditionId } from '../model/edition-id';

export const addresses = {
  home: (): string => '/',
  laws: (): string => '/laws/',
  /** A law: its overview when its text is here, else the page gathering its mentions. */
  law: (law: number): string => `/laws/${law}/`,
  /** Where a law whose text is not here gathers its mentions, by clause. */
  lawMention: (law: number, clause: string | null): string => `/laws/${law}/${clause ? `#${clause}` : ''}`,
  /** The annotated page of one clause, across editions: /laws/27/B1b/ */
  clause: (law: number, clause: string): string => `/laws/${law}/${clause}/`,
  edition: (law: number, edition: EditionId): string => `/laws/${law}/${edition}/`,
  clauseInEdition: (law: number, edition: EditionId, clause: string): string => `/laws/${law}/${edition}/#${clause}`,
  compare: (law: number, a: EditionId, b: EditionId, clause?: string): string =>
    `/laws/${law}/compare/${a}...${b}/${clause ? `#${clause}` : ''}`,
  guidanceIndex: (): string => '/guidance/',
  guidance: (doc: string): string => `/guidance/${doc}/`,
  passage: (doc: string, passage: string): string => `/guidance/${doc}/#${passage}`,
  examples: (): string => '/examples/',
  example: (id: string): string => `/examples/${id}/`,
  assistant: (): string => '/assistant/',
  /** Published rulings on Law 27: the index, one page each, and where the engine's ruling differs from the published one. */
  precedents: (): string => '/precedents/',
  precedent: (id: string): string => `/precedents/${id}/`,
  precedentDifferences: (): string => '/precedents/differences/',
  /** The index at the rulings that turned on one clause of Law 27 (its group's heading). */
  precedentsOnClause: (clause: string): string => `/precedents/#clause-${clause}`,
  /** Practice: the cases, and a case dealt at random (the ids: src/site/routes/practice.ts). */
  practice: (): string => '/practice/',
  /** One case, its own page: the case, the reader's ruling, how it was ruled. */
  practiceCase: (id: string): string => `/practice/${id}/`,
  /** One case by the address published first: the practice page leads on to the case's own page. */
  practiceCaseQuery: (id: string): string => `/practice/?case=${encodeURIComponent(id)}`,
  adjustedScore: (): string => '/tools/adjusted-score/',
  /** The editions: when each was published and in force, body by body; which text applied on a date. */
  editions: (): string => '/editions/',
  /** What changed since a text: choose the text you know; one page per text no longer in force. */
  changesIndex: (): string => '/changes/',
  changes: (from: EditionId): string => `/changes/${from}/`,
  /** Every example ruled under every text. */
  verdicts: (): string => '/verdicts/',
  /** One clause of one text, to be framed by other sites. */
  embed: (law: number, edition: EditionId, clause: string): string => `/embed/laws/${law}/${edition}/${clause}/`,
  /** Where every embed lives (headers for framing apply below it). */
  embedRoot: (): string => '/embed/',
  /** The embeds' own stylesheet. */
  embedStyle: (): string => '/embed/embed.css',
  /** What changed in the knowledge base, as an Atom feed. */
  feed: (): string => '/feed.xml',
  // Data for other tools.
  verdictsData: (): string => '/data/verdicts.json',
  editionData: (law: number, edition: EditionId): string => `/data/laws/${law}/${edition}.json`,
  compareData: (law: number, a: EditionId, b: EditionId): string => `/data/laws/${law}/compare/${a}...${b}.json`,
  guidanceData: (doc: string): string => `/data/guidance/${doc}.json`,
  annotationsData: (): string => '/data/annotations.json',
  editionsData: (): string => '/data/editions.json',
  precedentsData: (): string => '/data/precedents.json',
  // Files of the web app.
  manifest: (): string => '/manifest.webmanifest',
  /** What the service worker answers, offline, for a page of the site it has not saved yet. */
  offline: (): string => '/offline/',
  /**
   * The first stage of the offline save in one file (src/site/offline-bundle.ts), named by its hash: fetched by
   * the service worker only, never a page, never precached itself.
   */
  offlineBundleRoot: (): string => '/offline-bundle/',
  offlineBundle: (hash: string): string => `/offline-bundle/rulings-${hash}.bin`,
  /** The sitemap's index (@astrojs/sitemap), written when the site has its own address (SITE_URL). */
  sitemap: (): string => '/sitemap-index.xml',
  /** The not-found page as a static host serves it (and the service worker keeps it). */
  notFoundFile: (): string => '/404.html',
  serviceWorker: (): string => '/sw.js',
  icon: (name: 'icon.svg' | 'icon-192.png' | 'icon-512.png' | 'icon-512-maskable.png'): string => `/icons/${name}`,
  searchScript: (): string => '/pagefind/pagefind.js',
  /** The search box's terms and words (src/site/search-vocabulary.ts), fetched with the index. */
  searchVocabulary: (): string => '/search/vocabulary.json',
  /** Every practice case's id, for the case pages' score and "Deal me another case" (src/apps/practice/client.ts). */
  practiceCases: (): string => '/practice/cases.json',
  /** Which clauses each text has (src/site/clause-jump.ts, ClauseIndex): fetched on the search box's first use, for citations and the ranking. */
  searchClauseIndex: (): string => '/search/clause-index.json',
  /** A clause page's most relevant rulings, fetched when its Rulings section is opened (src/apps/rulings/). */
  clauseRulings: (law: number, clause: string): string => `/laws/${law}/${clause}/rulings.json`,
};
