/**
 * Addresses: the one place that decides URL shapes. A published clause URL
 * is a promise to users, so these shapes only ever gain new forms.
 */

export const addresses = {
  home: (): string => '/',
  law: (law: number): string => `/laws/${law}/`,
  edition: (law: number, edition: string): string => `/laws/${law}/${edition}/`,
  clauseInEdition: (law: number, edition: string, clause: string): string => `/laws/${law}/${edition}/#${clause}`,
  editionData: (law: number, edition: string): string => `/data/laws/${law}/${edition}.json`,
  compare: (law: number, a: string, b: string, clause?: string): string =>
    `/laws/${law}/compare/${a}...${b}/${clause ? `#${clause}` : ''}`,
  compareData: (law: number, a: string, b: string): string => `/data/laws/${law}/compare/${a}...${b}.json`,
};
