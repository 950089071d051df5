/**
 * Reading a clause citation typed by a person: "27B1b", "B1(b)", "27 B 1 b",
 * "Law 27B1(b)", "law 27 b1b 2017", "Law 27B1(b) (2008-03)".
 *
 * Runs in the browser (jump box) as well as at build time, so it depends on
 * nothing but the edition list it is given.
 */

export interface Citation {
  law: number;
  clause: string;
  /** Edition named in the citation, if any. */
  edition?: string;
}

const EDITION_ALIASES: [RegExp, string][] = [
  [/\b(?:march\s+2008|mar(?:ch)?\s*2008|2008[-/.]?0?3|2008)\b/, '2008-03'],
  [/\b2007\b/, '2007'],
  [/\b2017\b/, '2017'],
];

export function parseCitation(input: string, defaultLaw = 27): Citation | null {
  let text = input.toLowerCase().trim();
  if (!text) return null;
  let edition: string | undefined;
  for (const [pattern, id] of EDITION_ALIASES) {
    if (pattern.test(text)) {
      edition = id;
      text = text.replace(pattern, ' ');
      break;
    }
  }
  text = text.replace(/\blaws?\b/g, ' ').replace(/[()[\].,:;§\s-]+/g, '');
  if (text === 'footnote' || /^\d{1,2}footnote$/.test(text)) {
    const law = text === 'footnote' ? defaultLaw : Number(text.slice(0, -'footnote'.length));
    return { law, clause: 'footnote', ...(edition ? { edition } : {}) };
  }
  const m = /^(\d{1,2})?([a-z])(?:(\d{1,2})([a-z])?)?$/.exec(text);
  if (!m) return null;
  const law = m[1] ? Number(m[1]) : defaultLaw;
  if (law < 1 || law > 93) return null;
  const clause = `${(m[2] ?? '').toUpperCase()}${m[3] ?? ''}${m[4] ?? ''}`;
  return { law, clause, ...(edition ? { edition } : {}) };
}
