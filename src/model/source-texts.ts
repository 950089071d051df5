/**
 * The words a reader can search for, as the search compares them: the
 * sources' texts (law texts, guidance passages with our notes, examples)
 * and the words of a text. Used by the search terms' check
 * (./search-terms.ts) and the search vocabulary the pages write
 * (src/derive/search-vocabulary.ts); a module of its own, free of the reader.
 */
import type { Example } from '../bridge/examples';
import type { GuidanceDocument } from './guidance';
import { lawTextPlain, type LawText } from './law-text';

/**
 * The words of a term or a text as the search compares them: lower case,
 * runs of letters and digits (an apostrophe inside a word kept), so that a
 * hyphen is a break ("left-hand" is "left hand") and punctuation is none.
 */
export function termWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? []).map((w) => w.replace(/’/g, "'"));
}

/** What the sources say, as the texts the terms' meanings must be found in. */
export interface SourceTexts {
  laws: readonly { texts: readonly LawText[] }[];
  guidance: readonly GuidanceDocument[];
  examples: readonly Example[];
  /** The knowledge base's notes on guidance passages (on their pages, so searchable). */
  assessments?: readonly { passages: readonly { why: string }[] }[];
  /** The published rulings: their pages are searched too, by their own words. */
  precedents?: readonly {
    title: string;
    summary: string;
    ruling: { published: string; contested: string | null; views: readonly { view: string }[] };
  }[];
}

/** Every text a reader can find with the search box: the law texts, the guidance passages (with our notes on them), the examples, the published rulings. */
export function sourceTexts({ laws, guidance, examples, assessments = [], precedents = [] }: SourceTexts): string[] {
  const out: string[] = [];
  for (const law of laws) for (const t of law.texts) out.push(t.meta.title, lawTextPlain(t));
  for (const doc of guidance) {
    out.push(doc.meta.title);
    for (const p of doc.passages) out.push(p.title ?? '', p.text);
  }
  for (const a of assessments) for (const p of a.passages) out.push(p.why);
  for (const e of examples) {
    out.push(e.title, e.intent, e.source.place, ...e.assumptions, ...e.notes);
    for (const r of e.replacements) out.push(r.description ?? '', r.condition ?? '', r.verdict.quote, r.note ?? '');
  }
  for (const p of precedents)
    out.push(p.title, p.summary, p.ruling.published, p.ruling.contested ?? '', ...p.ruling.views.map((v) => v.view));
  return out.filter((t) => t !== '');
}
