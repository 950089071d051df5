/**
 * The engine names the clauses of Law 27 it rules by as the Laws' index
 * does, law and clause joined: '27B1b', '27C' (`RulingClause`,
 * `QuestionClause`). This is the one conversion of such a name to the
 * clause id within the law ('B1b', the site's anchors and addresses) and to
 * its citation ('27B1(b)'): nothing else joins or splits a clause and its
 * law by hand.
 */

/** The law whose clauses the engine names. */
export const RULING_LAW = 27;

/** An engine's clause name: '27', a section A–D, then a digit, then a letter. */
export const RULING_CLAUSE_NAME = /^27([A-D])(?:(\d)([a-z]?))?$/;

/** The clause id of an engine's clause name: '27B1b' → 'B1b'. Also takes the cited form ('27B1(b)'). Throws for anything else. */
export function rulingClauseId(name: string): string {
  const m = RULING_CLAUSE_NAME.exec(name.replace(/\(([a-z])\)$/, '$1'));
  if (m === null) throw new Error(`not a clause of Law ${RULING_LAW}: ${JSON.stringify(name)}`);
  return `${m[1] ?? ''}${m[2] ?? ''}${m[3] ?? ''}`;
}

/** How an engine's clause name is cited: '27B1b' → '27B1(b)', '27C' → '27C'; a name that is no clause is returned as it is. */
export function rulingClauseCitation(name: string): string {
  const m = RULING_CLAUSE_NAME.exec(name);
  if (m === null) return name;
  const [, section = '', number = '', letter = ''] = m;
  return `${RULING_LAW}${section}${number}${letter === '' ? '' : `(${letter})`}`;
}
