/**
 * Guidance documents: what directors were told about the Laws, passage by
 * passage, each passage tied to the clauses it explains.
 */
import type { RootContent } from 'mdast';
import type { GuidanceFrontMatter } from './guidance-schema';
import { isLawNumber, type ClauseRef } from './clause-id';
import type { SourcePoint } from './diagnostic';

/** A law, or a clause of a law (id or designator: "B1b", "C1c"): what a passage explains or mentions. */
export type LawPoint = ClauseRef;

/** A reference to a law found in the words of a passage ("Law 12-C-1(c)"). */
export interface Mention extends LawPoint {
  /** The words that refer, as written. */
  text: string;
}

export interface Passage {
  /** Stable id, unique in its document; the anchor on the guidance page. */
  id: string;
  document: string;
  /** Position in the document, from 0. */
  index: number;
  line: number;
  /** Plain text of the passage's first heading, if it has one. */
  title: string | null;
  /** The clauses this passage explains (from its `annotates` attribute). */
  annotates: LawPoint[];
  /** Topics (from its `topic` attribute) that tie it to a tool, e.g. "adjusted-score". */
  topics: string[];
  /** The passage's Markdown nodes, for rendering. */
  nodes: RootContent[];
  /** Plain text of the passage. */
  text: string;
  mentions: Mention[];
  /** Ids of the example auctions in the passage (content/examples/<id>.yaml). */
  examples: string[];
}

export interface GuidanceDocument {
  id: string;
  file: string;
  /** Where the front matter names the edition it interprets. */
  interpretsAt: SourcePoint;
  meta: GuidanceFrontMatter;
  passages: Passage[];
}

/** "27B1a" → { law: 27, clause: "B1a" }; "27" → the whole law. */
export function parseLawPoint(value: string): LawPoint | null {
  const m = /^(\d{1,2})([A-Z](?:\d{1,2}[a-z]?)?|footnote)?$/.exec(value);
  if (!m) return null;
  const law = Number(m[1]);
  if (!isLawNumber(law)) return null;
  return { law, clause: m[2] ?? null };
}
