/**
 * A governing body's id as an address or a form gives it. Pure, with no
 * imports, so that the assistant's first script and the editions page's form
 * can both take it without the in-force rule.
 */

/**
 * The id of the body `typed` names, whatever its case (`acbl`, `Acbl` and
 * `ACBL` are the ACBL): ids are upper case in the registry, but an address
 * typed or shared by hand need not be. Undefined when no body has that id.
 */
export function bodyIdOf(ids: readonly string[], typed: string): string | undefined {
  const wanted = typed.trim().toUpperCase();
  return ids.find((id) => id.toUpperCase() === wanted);
}
