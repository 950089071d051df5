/**
 * What the ruling engine is told of a precedent: checked against the
 * published ruling by the precedents' reader (./precedents.ts) and the
 * build (src/derive/precedent-rulings.ts), and ruled again under the other
 * texts for the pages (src/derive/rulings-across.ts); a module of its own,
 * free of the reader.
 */
import { JUDGEMENT_FIELDS } from '../bridge/judgement';
import { TABLE_FACTS, TABLE_FACT_WORDS, type TableAnswers } from '../bridge/ruling/table-facts';
import type { RulingInput } from '../bridge/ruling/types';
import type { FindingId } from './precedent-schema';
import type { Precedent } from './precedents';

/** The table's yes-or-no facts the precedent gives, as the engine names them; what the source leaves out is left out. */
export function tableAnswers(f: Precedent['facts']): TableAnswers {
  const out: { -readonly [K in keyof TableAnswers]: TableAnswers[K] } = {};
  for (const t of TABLE_FACTS) {
    const v = f[TABLE_FACT_WORDS[t.id].precedentField];
    if (v !== null) out[t.id] = v;
  }
  return out;
}

/** What the engine is told: the precedent's facts and findings, under its edition; what the source leaves out is left out. */
export function precedentRulingInput(p: Pick<Precedent, 'edition' | 'facts'>): RulingInput | null {
  const f = p.facts;
  const insufficient = f.calls[f.calls.length - 1];
  if (insufficient === undefined || f.dealer === null) return null;
  const judgement: { -readonly [K in FindingId]?: boolean } = {};
  for (const k of JUDGEMENT_FIELDS) {
    const v = f.findings[k];
    if (v !== undefined) judgement[k] = v.value;
  }
  return {
    edition: p.edition,
    dealer: f.dealer,
    calls: f.calls.slice(0, -1),
    insufficient,
    ...(f.outOfRotation ? { inRotation: false } : {}),
    ...tableAnswers(f),
    ...(f.replacement === null ? {} : { replacement: f.replacement }),
    ...(Object.keys(judgement).length > 0 ? { judgement } : {}),
  };
}
