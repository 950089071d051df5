/**
 * The one rule for an edition id (`EditionId`, ./edition.ts), wherever it
 * is written: the registry, a law text, a guidance document, an example, a
 * renumbering, an address. A digit first, then digits and lower-case
 * letters, in parts joined by "-": "2017", "2008-03". An id is a URL
 * segment that shares `/laws/<n>/<segment>/` with the clause pages ("A",
 * "B1b", "footnote") and the comparisons ("compare"): none of those starts
 * with a digit, so no edition can ever take their address. Which ids exist
 * is data: the editions registry (content/editions.yaml).
 *
 * Apart from ./edition.ts, so that the page scripts, which use the engine's
 * editions, do not carry it.
 */
export const EDITION_ID_PATTERN = /^\d[0-9a-z]*(?:-[0-9a-z]+)*$/;
