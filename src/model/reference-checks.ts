/**
 * References that name a clause of another text the knowledge base has: the
 * clause must be in it. A law number outside the Laws is refused where it is
 * read (./references.ts, ./schema.ts lawNumber); a reference inside a law
 * text to its own clauses where the text is linked (./link-references.ts);
 * what the corpus checks here is what needs the other texts: a renumbering's
 * clauses (content/renumberings.yaml), and the clauses of other laws named
 * by a law text or a guidance passage, in the same edition.
 */
import path from 'node:path';
import type { Pass } from './corpus-pass';
import { flatten, type LawText } from './law-text';
import type { Renumbering, RenumberingsParseResult } from './renumberings';

/** The text of Law `law` as of `edition` lacks clause `clause` (and the text is here): its words, else null. */
export function missingClause(texts: readonly LawText[], law: number, edition: string, clause: string): string | null {
  const text = texts.find((t) => t.law === law && t.edition === edition);
  if (!text || flatten(text.clauses).some((c) => c.id === clause)) return null;
  return `Law ${law} as of "${edition}" has no clause "${clause}"`;
}

const fixFor = (law: number, edition: string) =>
  `write the clause as the ${edition} text of Law ${law} numbers it (content/laws/${law}/${edition}.md)`;

/**
 * Each clause of another law that a law text names is in that law's text of
 * the same edition, when that text is here; reported at the reference (at
 * the clause's line when its place is not known; a guidance passage's are
 * checked as it is read, with `missingClause`).
 */
export function checkClausesNamed(pass: Pass, texts: readonly LawText[]): void {
  for (const t of texts) {
    for (const c of flatten(t.clauses)) {
      for (const r of c.references) {
        if (r.target.kind !== 'law' || r.target.clause === null || r.target.law === t.law) continue;
        const missing = missingClause(texts, r.target.law, t.edition, r.target.clause);
        if (missing)
          pass.at(
            t.file,
            r.at?.line ?? c.line,
            r.at?.column ?? 1,
            `reference "${r.text}" in clause "${c.id}": ${missing}`,
            fixFor(r.target.law, t.edition),
          );
      }
    }
  }
}

/**
 * Each clause a renumbering names is in the text of its law in each edition
 * it names, when that text is in the knowledge base (a law number outside
 * the Laws is refused as the file is read).
 */
export function checkRenumberedClauses(
  pass: Pass,
  renumberings: readonly Renumbering[],
  refAt: RenumberingsParseResult['refAt'],
  texts: readonly LawText[],
): void {
  const file = path.join(pass.contentDir, 'renumberings.yaml');
  renumberings.forEach((r, i) => {
    for (const name of ['from', 'to'] as const) {
      const { law, clause, ref, editions } = r[name];
      if (clause === null) continue;
      for (const edition of editions) {
        const missing = missingClause(texts, law, edition, clause);
        if (!missing) continue;
        const at = refAt?.(i, name) ?? { line: 1, column: 1 };
        pass.at(file, at.line, at.column, `"${ref}": ${missing}`, fixFor(law, edition));
      }
    }
  });
}
