/**
 * Every case the knowledge base can rule on, ruled by the engine under every
 * text: the example auctions now (a case per replacement the source
 * discusses), other kinds of case (published rulings) by the same shape.
 * The "What changed since" pages list the cases whose ruling differs between
 * an older text and the text in force; the verdict table shows them all.
 */
import { callToDisplay, parseCall } from '../bridge/call';
import { exampleRulingInput, type Example } from '../bridge/examples';
import { ruleUnder, rulingDifferences, type RulingDifference, type RulingUnder } from '../bridge/across-editions';
import { isRuledEdition } from '../bridge/ruled-editions';
import type { RulingInput } from '../bridge/ruling/types';
import type { EditionId } from '../model/edition-id';
import { precedentRulingInput } from '../model/precedent-input';
import type { Precedent } from '../model/precedents';

/** One case: a situation and a replacement the engine can rule on, written for one text. */
export interface RulingCase {
  /** What kind of thing the case comes from: "example" (content/examples/); other kinds add their own. */
  kind: string;
  /** The id of what it comes from (the example's id). */
  of: string;
  /** Unique among cases: "zone7-4nt-4d/5♦". */
  id: string;
  /** What it comes from, for people: the example's title. */
  title: string;
  /** The replacement, for people: "5♦"; or what the source describes. */
  replacement: string;
  /** The text it was written for. */
  edition: EditionId;
  /** The engine's input, or null when it cannot be ruled on (`why`). */
  input: RulingInput | null;
  why: string | null;
}

const display = (call: string): string => {
  try {
    return callToDisplay(parseCall(call));
  } catch {
    return call;
  }
};

/** The cases of the example auctions: one per replacement of an insufficient-bid example; the others, with why the engine does not rule on them. */
export function exampleCases(examples: readonly Example[]): RulingCase[] {
  return examples.flatMap((e): RulingCase[] => {
    const base = { kind: 'example', of: e.id, title: e.title, edition: e.edition };
    if (e.kind !== 'insufficient-bid') {
      return [
        {
          ...base,
          id: e.id,
          replacement: display(e.withdrawn),
          input: null,
          why: 'A call out of rotation (Laws 23, 30, 31), not an insufficient bid: Law 27 does not rule it.',
        },
      ];
    }
    return e.replacements.map((r, i) =>
      r.call === undefined
        ? {
            ...base,
            id: `${e.id}/${i + 1}`,
            replacement: r.description ?? 'a class of calls',
            input: null,
            why: 'The source describes a class of calls, not one call the engine can rule on.',
          }
        : {
            ...base,
            id: `${e.id}/${display(r.call)}${e.replacements.filter((x) => x.call === r.call).length > 1 ? `/${i + 1}` : ''}`,
            replacement: display(r.call),
            input: exampleRulingInput(e, r),
            why: null,
          },
    );
  });
}

/** The cases of the published rulings: one per precedent; a principle, or facts with no call put in place of the insufficient bid, with why the engine does not rule on it. */
export function precedentCases(precedents: readonly Precedent[]): RulingCase[] {
  return precedents.map((p): RulingCase => {
    const base = { kind: 'precedent', of: p.id, id: p.id, title: p.title, edition: p.edition };
    const input = isRuledEdition(p.edition) ? precedentRulingInput(p) : null;
    if (p.kind === 'principle' || input === null) {
      return {
        ...base,
        replacement: p.facts.replacement === null ? 'none' : display(p.facts.replacement),
        input: null,
        why: 'The source states a principle without an auction to rule on.',
      };
    }
    if (p.facts.replacement === null) {
      return {
        ...base,
        replacement: 'none',
        input: null,
        why: 'The source gives no call put in place of the insufficient bid.',
      };
    }
    return { ...base, replacement: display(p.facts.replacement), input, why: null };
  });
}

export interface CaseRulings {
  case: RulingCase;
  /** Its ruling under each text asked for, in that order. */
  under: RulingUnder[];
}

/** Each case ruled under each text (oldest first). */
export function rulingsAcross(cases: readonly RulingCase[], editions: readonly EditionId[]): CaseRulings[] {
  return cases.map((c) => ({
    case: c,
    under: editions.map((ed) =>
      c.input ? ruleUnder(c.input, ed) : { edition: ed, ruling: null, problem: c.why, carried: [] },
    ),
  }));
}

export interface ChangedRuling {
  case: RulingCase;
  from: RulingUnder;
  to: RulingUnder;
  differences: RulingDifference[];
}

/** The cases whose ruling under `from` differs from their ruling under `to`, with how. */
export function rulingsThatChange(cases: readonly RulingCase[], from: EditionId, to: EditionId): ChangedRuling[] {
  return rulingsAcross(cases, [from, to]).flatMap(({ case: c, under: [a, b] }) => {
    if (!a?.ruling || !b?.ruling) return [];
    const differences = rulingDifferences(a.ruling, b.ruling);
    return differences.length > 0 ? [{ case: c, from: a, to: b, differences }] : [];
  });
}
