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
  /** Practice: a case dealt at random; with a case id, that case (the id: src/site/practice.ts). */
  practice: (): string => '/practice/',
  practiceCase: (id: string): string => `/practice/?case=${encodeURIComponent(id)}`,
  adjustedScore: (): string => '/tools/adjusted-score/',
  /** The editions: when each was published and in force, body by body; which text applied on a date. */
  editions: (): string => '/editions/',
  // Data for other tools.
  editionData: (law: number, edition: EditionId): string => `/data/laws/${law}/${edition}.json`,
  compareData: (law: number, a: EditionId, b: EditionId): string => `/data/laws/${law}/compare/${a}...${b}.json`,
  guidanceData: (doc: string): string => `/data/guidance/${doc}.json`,
  annotationsData: (): string => '/data/annotations.json',
  editionsData: (): string => '/data/editions.json',
  // Files of the web app.
  manifest: (): string => '/manifest.webmanifest',
  serviceWorker: (): string => '/sw.js',
  icon: (name: 'icon.svg' | 'icon-192.png' | 'icon-512.png' | 'icon-512-maskable.png'): string => `/icons/${name}`,
  searchScript: (): string => '/pagefind/pagefind.js',
  /** The search box's terms and words (src/site/search-vocabulary.ts), fetched with the index. */
  searchVocabulary: (): string => '/search/vocabulary.json',
};

