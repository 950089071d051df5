/**
 * Addresses: the one place that decides URL shapes. A published clause URL
 * is a promise to users, so these shapes only ever gain new forms.
 */

export const addresses = {
  home: (): string => '/',
  laws: (): string => '/laws/',
  /** The annotated page of one clause, across editions: /laws/27/B1b/ */
  clause: (law: number, clause: string): string => `/laws/${law}/${clause}/`,
  /** Where a law whose text is not here gathers its mentions, by clause. */
  lawMention: (law: number, clause: string | null): string => `/laws/${law}/${clause ? `#${clause}` : ''}`,
  guidance: (doc: string): string => `/guidance/${doc}/`,
  passage: (doc: string, passage: string): string => `/guidance/${doc}/#${passage}`,
  example: (id: string): string => `/examples/${id}/`,
  examples: (): string => '/examples/',
  assistant: (): string => '/assistant/',
  adjustedScore: (): string => '/tools/adjusted-score/',
  guidanceData: (doc: string): string => `/data/guidance/${doc}.json`,
  law: (law: number): string => `/laws/${law}/`,
  edition: (law: number, edition: string): string => `/laws/${law}/${edition}/`,
  clauseInEdition: (law: number, edition: string, clause: string): string => `/laws/${law}/${edition}/#${clause}`,
  editionData: (law: number, edition: string): string => `/data/laws/${law}/${edition}.json`,
  compare: (law: number, a: string, b: string, clause?: string): string =>
    `/laws/${law}/compare/${a}...${b}/${clause ? `#${clause}` : ''}`,
  compareData: (law: number, a: string, b: string): string => `/data/laws/${law}/compare/${a}...${b}.json`,
};
