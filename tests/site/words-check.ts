/**
 * The slips of wording a reader stumbles on, as one checker for every text
 * the site produces (issue 42 §8): a word or a law doubled ("the the", "Law 27
 * of Law 27 …"), punctuation that runs into other punctuation ("right?,"),
 * a term the text ruled under does not have ("comparable call" before 2017,
 * "same or more precise meaning" in 2017), and words quoted from a law text
 * with a slip of its source but without the editors' mark the law page shows.
 */
import { flatten, sicMarkText, type Inline, type LawText } from '../../src/model/law-text';

/**
 * Terms an edition's Law 27 does not have; a sentence that names the text
 * that has them, or sets the two terms side by side (`unless`), speaks of
 * that text, not a slip ("under the 2017 Laws it would be comparable").
 */
const TERM_2017 = { term: /\bcomparable\b/i, unless: /\b2017\b|\b23A\b|more precise meaning/ };
const FOREIGN_TERMS: Readonly<Record<string, readonly { term: RegExp; unless: RegExp }[]>> = {
  '2007': [TERM_2017],
  '2008-03': [TERM_2017],
  '2017': [
    { term: /\bsame (?:meaning as,? )?or (?:a )?more precise meaning\b/i, unless: /\b2007\b|\b2008\b|\bcomparable\b/ },
  ],
};

/** Words that are written twice on purpose ("that that"; calls in an auction: "Pass Pass 1♦"). */
const DOUBLE_ALLOWED = new Set(['that', 'had', 'pass', 'dbl', 'rdbl']);

/** A sentence that names the edition a term is from is about that edition, not a slip ("under the 2017 Laws it would be comparable"). */
const sentences = (text: string): string[] => text.split(/(?<=[.!?])\s+(?=[A-Z(“"])/);

export interface WordSlip {
  kind: 'doubled' | 'punctuation' | 'foreign-term' | 'unmarked-slip';
  found: string;
}

/** What in a text reads wrong; `edition` is the text it speaks for, when it speaks for one. */
export function wordSlips(text: string, edition: string | null = null): WordSlip[] {
  const out: WordSlip[] = [];
  // What a source wrote, quoted (a thread's title in a citation), is its words, not ours.
  const flat = text.replace(/\s+/g, ' ').replace(/“[^”]*”/g, '“…”');
  for (const m of flat.matchAll(/\b([A-Za-z]{2,})\s+\1\b/gi))
    if (!DOUBLE_ALLOWED.has(m[1]!.toLowerCase())) out.push({ kind: 'doubled', found: m[0] });
  for (const m of flat.matchAll(/\b(Law \d+)[A-Za-z0-9()]*,? (?:of |in |, )?\1 as\b/g))
    out.push({ kind: 'doubled', found: m[0] });
  for (const m of flat.matchAll(/[?!:;,][,;:]|\s[,;:](?!\S*[-–])|,\.|(?<!\.)\.\.(?!\.)/g))
    out.push({ kind: 'punctuation', found: flat.slice(Math.max(0, m.index - 20), m.index + 3) });
  for (const { term, unless } of edition === null ? [] : (FOREIGN_TERMS[edition] ?? []))
    for (const s of sentences(flat)) if (term.test(s) && !unless.test(s)) out.push({ kind: 'foreign-term', found: s });
  return out;
}

/** A slip of a source and the words before it in its paragraph: "as Al". */
export interface SlipContext {
  edition: string;
  clause: string;
  before: string;
  value: string;
  reading: string;
}

/** Every slip the law texts keep, with the words that lead up to it. */
export function slipsOf(texts: readonly LawText[]): SlipContext[] {
  const out: SlipContext[] = [];
  const walk = (inlines: readonly Inline[], edition: string, clause: string, before: string): string => {
    let said = before;
    for (const n of inlines) {
      if (n.type === 'ref') said = walk(n.children, edition, clause, said);
      else {
        if (n.type === 'sic')
          out.push({
            edition,
            clause,
            before: said.split(/\s+/).filter(Boolean).slice(-1).join(' '),
            value: n.value,
            reading: n.reading,
          });
        said += n.value;
      }
    }
    return said;
  };
  for (const t of texts) for (const c of flatten(t.clauses)) for (const p of c.paragraphs) walk(p, t.edition, c.id, '');
  return out;
}

/** Each place in `text` where a slip is quoted ("as Al allows") without the editors' mark after it. */
export function unmarkedSlips(text: string, slips: readonly SlipContext[]): WordSlip[] {
  const flat = text.replace(/\s+/g, ' ');
  return slips.flatMap((s) => {
    const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const mark = esc(sicMarkText(s.reading));
    const re = new RegExp(`${esc(s.before)} ${esc(s.value)}(?!\\s*${mark})\\b`, 'g');
    return [...flat.matchAll(re)].map((m) => ({
      kind: 'unmarked-slip' as const,
      found: flat.slice(m.index, m.index + 40),
    }));
  });
}
