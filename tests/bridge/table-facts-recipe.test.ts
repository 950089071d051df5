/**
 * The recipe for a new fact of the table (CONTRIBUTING.md, "A table fact"):
 * one entry in TABLE_FACTS and TABLE_FACT_WORDS (src/bridge/ruling/table-facts.ts),
 * the engine's logic, and tests. Everything else that names a fact derives
 * from the declaration; these checks hold for every declared fact, so a fact
 * added by the recipe is checked too, and a list written by hand that misses
 * it fails here. The lists are made when their modules load, from the
 * declaration itself, so a scratch fact cannot be declared beside it without
 * changing src/: what is checked is that every derived list is in step with it.
 */
import { describe, expect, it } from 'vitest';
import { LINK_PARAMS, parseSearch, stateToSearch, DEFAULT_STATE } from '../../src/apps/assistant/state';
import { RulingInputError } from '../../src/bridge/errors';
import {
  QUESTION_ORDER,
  RULING_INPUT_FIELDS,
  TABLE_FACTS,
  TABLE_FACT_WORDS,
  ruleStrict,
} from '../../src/bridge/ruling';
import { readCase, type Case } from '../../src/bridge/ruling/input';
import { given } from '../../src/bridge/ruling/questions';
import { tableAnswers } from '../../src/model/precedent-input';
import { PRECEDENT_FACTS } from '../../src/model/precedent-schema';
import type { Precedent } from '../../src/model/precedents';
import { FACT_LABELS } from '../../src/site/precedent-words';

/** West deals 1♦, North overcalls 1♠, East bids 1♥ (insufficient). */
const TABLE = { edition: '2017', dealer: 'W', calls: ['1D', '1S'], insufficient: '1H' } as const;

describe('a table fact is declared once', () => {
  it('its words are declared for every fact, and only for them', () => {
    expect(Object.keys(TABLE_FACT_WORDS).sort()).toEqual(TABLE_FACTS.map((f) => f.id).sort());
  });

  it('ids, link parameters and precedent fields are each unique', () => {
    for (const names of [
      TABLE_FACTS.map((f) => f.id),
      TABLE_FACTS.map((f) => f.param),
      TABLE_FACTS.map((f) => TABLE_FACT_WORDS[f.id].precedentField),
    ]) {
      expect(new Set(names).size).toBe(TABLE_FACTS.length);
    }
  });

  it("the engine's question order: the facts before the call, the call, the other facts, in the declaration's order", () => {
    const facts = new Set<string>(TABLE_FACTS.map((f) => f.id));
    const call = QUESTION_ORDER.indexOf('replacement');
    expect(QUESTION_ORDER.filter((id) => facts.has(id))).toEqual(TABLE_FACTS.map((f) => f.id));
    for (const f of TABLE_FACTS) {
      const at = QUESTION_ORDER.indexOf(f.id);
      expect(f.beforeCall ? at < call : at > call, f.id).toBe(true);
    }
  });

  it('an unanswered fact is refused as a fact of the table, by its own field, not as a finding', () => {
    expect.assertions(3);
    // Every fact left out: the first one asked is the first declared (LHO's acceptance, in the real list).
    const first = TABLE_FACTS.find((f) => f.beforeCall)!;
    try {
      ruleStrict({ ...TABLE });
    } catch (e) {
      expect(e).toBeInstanceOf(RulingInputError);
      expect((e as RulingInputError).field).toBe(first.id);
      expect((e as RulingInputError).message).toContain('fact of the table');
    }
  });

  for (const fact of TABLE_FACTS) {
    describe(fact.id, () => {
      it('is a field of the engine input, read and checked as true or false (input.ts)', () => {
        expect(RULING_INPUT_FIELDS).toContain(fact.id);
        expect(() => readCase({ ...TABLE, [fact.id]: 'yes' })).toThrow(RulingInputError);
        expect(() => readCase({ ...TABLE, [fact.id]: 'yes' })).toThrow(fact.id);
      });

      it("is an answer the engine's questions read (questions.ts, given)", () => {
        for (const value of [true, false]) {
          const c = { f: { judgement: {} }, [fact.id]: value } as unknown as Case;
          expect(given(c, fact.id)).toBe(value);
        }
      });

      it(`is the assistant's link parameter ${fact.param}, read and written`, () => {
        expect(LINK_PARAMS).toContain(fact.param);
        for (const value of [true, false]) {
          const state = parseSearch(`?${fact.param}=${value ? 'y' : 'n'}`).state;
          expect(state[fact.id]).toBe(value);
          expect(new URLSearchParams(stateToSearch({ ...DEFAULT_STATE, [fact.id]: value })).get(fact.param)).toBe(
            value ? 'y' : 'n',
          );
        }
      });

      it("is a precedent's field, labelled on its page, and told to the engine", () => {
        const field = TABLE_FACT_WORDS[fact.id].precedentField;
        expect(PRECEDENT_FACTS).toContain(field);
        expect(FACT_LABELS[field]).toBe(TABLE_FACT_WORDS[fact.id].label);
        const nulls = Object.fromEntries(TABLE_FACTS.map((f) => [TABLE_FACT_WORDS[f.id].precedentField, null]));
        const facts = { ...nulls, [field]: true } as unknown as Precedent['facts'];
        expect(tableAnswers(facts)).toEqual({ [fact.id]: true });
      });
    });
  }
});
