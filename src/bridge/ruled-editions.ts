/**
 * The editions the engine can rule under, apart from their profiles
 * (edition.ts), so that code which only reads or lists them (the
 * assistant's address and form) does not carry the engine's tables.
 */

/** The editions whose Law 27 the engine can rule under. */
export type RuledEdition = '2007' | '2008-03' | '2017';

/** The editions whose Law 27 the engine can rule under, oldest first. */
export const RULED_EDITIONS: readonly RuledEdition[] = Object.freeze(['2007', '2008-03', '2017']);

/** True when the engine can rule under `id`. */
export function isRuledEdition(id: unknown): id is RuledEdition {
  return id === '2007' || id === '2008-03' || id === '2017';
}
