/**
 * Route data of a guidance page (/guidance/<doc>/): the document passage by passage, with its contents.
 */
import { citeSource, sourceById, type SourceCitation } from '../sources';
import type { Example } from '../../bridge/examples';
import { staleness } from '../../derive/annotations';
import { clauseLabel } from '../../model/clause-id';
import type { Edition } from '../../model/editions';
import type { GuidanceDocument, Passage } from '../../model/guidance';
import { renderPassage } from '../../render/passages';
import { renderingSource } from '../../render/render-failure';
import { assessmentView, type AssessmentView } from '../assessments';
import { addresses } from '../addresses';
import { widgetNames, type WidgetNames } from '../examples';
import type { Site } from '../site';

export interface GuidanceRoute {
  doc: GuidanceDocument;
  /** The document as a publication, and what our copy is. */
  source: SourceCitation;
  written: Edition;
  writtenHref: string;
  dataHref: string;
  /** Contents by part: a part starts at a passage headed "Part II", "Part III", …; runs of passages with the same heading are one entry. */
  toc: TocPart[];
  passages: {
    passage: Passage;
    html: string;
    explains: { href: string; label: string; stale: { href: string; short: string }[] }[];
    /** The knowledge base's note on whether the passage still holds under the text in force, or null. */
    assessment: AssessmentView | null;
    calculator: boolean;
    /** The examples the passage discusses, each with what its widget names. */
    examples: { example: Example; names: WidgetNames }[];
    /** The last passage of its part (a "back to contents" link follows it). */
    endsPart: boolean;
  }[];
}

export interface TocPart {
  /** "Part II: Score Adjustment"; null for the passages before the first part heading. */
  title: string | null;
  entries: { id: string; title: string; passages: number }[];
}

const PART_HEADING = /^Part\s+[IVXLC]+\b/i;

/** The contents of a guidance document, by part. */
export function guidanceToc(passages: readonly Pick<Passage, 'id' | 'title' | 'text'>[]): TocPart[] {
  const parts: TocPart[] = [];
  let part: TocPart | undefined;
  for (const p of passages) {
    if (p.title && PART_HEADING.test(p.title)) {
      const subtitle = p.text.replace(p.title, '').trim().split(/\n/)[0]?.trim();
      part = { title: subtitle ? `${p.title}: ${subtitle}` : p.title, entries: [] };
      parts.push(part);
      continue;
    }
    if (!part) {
      part = { title: null, entries: [] };
      parts.push(part);
    }
    const last = part.entries[part.entries.length - 1];
    if (p.title === null || (last && last.title === p.title)) {
      if (last) last.passages++;
      continue;
    }
    part.entries.push({ id: p.id, title: p.title, passages: 1 });
  }
  return parts.filter((x) => x.entries.length > 0 || x.title !== null);
}

export function guidanceRoute(site: Site, doc: GuidanceDocument): GuidanceRoute {
  const examples = new Map(site.corpus.examples.map((e) => [e.id, e]));
  return {
    doc,
    source: citeSource(sourceById(site.corpus.sources, doc.meta.seed)),
    written: site.edition(doc.meta.interprets),
    writtenHref: addresses.edition(doc.passages.flatMap((p) => p.annotates)[0]?.law ?? 27, doc.meta.interprets),
    dataHref: addresses.guidanceData(doc.id),
    toc: guidanceToc(doc.passages),
    passages: doc.passages.map((p, i) => ({
      passage: p,
      // A failure while rendering names the document's file at the passage (src/render/render-failure.ts).
      html: renderingSource(doc.file, { line: p.line, column: 1 }, () => renderPassage(p, site.linkLaw, 0, p.id)),
      endsPart: i === doc.passages.length - 1 || PART_HEADING.test(doc.passages[i + 1]?.title ?? ''),
      explains: p.annotates.map((a) => {
        const law = site.corpus.laws.find((l) => l.number === a.law);
        const flags = law && a.clause ? staleness(law, doc.meta.interprets, a.clause) : [];
        return {
          href: a.clause ? addresses.clause(a.law, a.clause) : addresses.law(a.law),
          label: a.clause ? clauseLabel(a.law, a.clause) : `Law ${a.law}`,
          stale: flags.map((f) => ({
            href: addresses.compare(a.law, f.compare.a, f.compare.b, a.clause ?? undefined),
            short: site.edition(f.edition).short,
          })),
        };
      }),
      assessment: assessmentView(site, doc.id, p.id),
      calculator: p.topics.includes('adjusted-score'),
      examples: p.examples.flatMap((id) => {
        const example = examples.get(id);
        return example ? [{ example, names: widgetNames(site, example) }] : [];
      }),
    })),
  };
}
