/**
 * The engine beside each precedent: the Law 27 engine (src/bridge) rules on
 * the precedent's facts under its edition with its findings, and the result
 * is set beside the published ruling on three points: the deciding clause
 * (the engine's clause against the precedent's `deciding`; where the ruling
 * turned on a clause the engine does not rule under, 27C or 27D, is the
 * engine's among the clauses it names?), whether partner must pass, and
 * whether lead restrictions apply (each compared only where the source
 * says). Agrees or differs; a precedent without an auction (a
 * principle), or with no call yet put in place of the insufficient bid, is
 * not compared.
 *
 * When they differ, the precedent says why (`engineDiffers`: a different
 * finding, an edition difference, the source's own error, or a real
 * difference of opinion); `precedentProblems` fails the build when a
 * difference has no reason, or a reason is given where there is no
 * difference, so a page can never show a stale one.
 */
import { rule } from '../bridge/ruling';
import type { Ruling, RulingClause } from '../bridge/ruling/types';
import { isRuledEdition } from '../bridge/ruled-editions';
import type { Diagnostic } from '../model/diagnostic';
import { precedentRulingInput } from '../model/precedent-input';
import type { Precedent } from '../model/precedents';

/** The clauses the engine rules under (a ruling that turned on 27C or 27D is compared on the clauses it names). */
const ENGINE_CLAUSES: readonly RulingClause[] = ['27A1', '27A2', '27B1a', '27B1b', '27B2', '27B3', '27B4'];

export type EngineBeside =
  | { status: 'agrees'; ruling: Ruling }
  | { status: 'differs'; ruling: Ruling; points: string[] }
  | { status: 'not-compared'; ruling: Ruling | null; why: string };

const yes = (v: boolean) => (v ? 'yes' : 'no');

/** The engine's ruling on a precedent's facts, and how it stands against the published one. */
export function engineBeside(p: Precedent): EngineBeside {
  const input = isRuledEdition(p.edition) ? precedentRulingInput(p) : null;
  if (input === null) {
    return {
      status: 'not-compared',
      ruling: null,
      why:
        p.kind === 'principle'
          ? 'The source states a principle without an auction, so there are no facts to rule on.'
          : 'The source gives no auction to rule on.',
    };
  }
  const ruling = rule(input);
  if (ruling.awaitingReplacement) {
    return {
      status: 'not-compared',
      ruling,
      why: 'The source gives no call put in place of the insufficient bid, so the engine can only set out the options.',
    };
  }
  const points: string[] = [];
  if ((ENGINE_CLAUSES as readonly string[]).includes(p.deciding)) {
    if (ruling.clause !== p.deciding)
      points.push(`the engine decides under ${ruling.clause}; the published ruling turned on ${p.deciding}`);
  } else if (!p.ruling.clauses.includes(ruling.clause)) {
    points.push(
      `the engine decides under ${ruling.clause}, which the published ruling does not name (it names ${p.ruling.clauses.join(', ')})`,
    );
  }
  if (p.ruling.partnerMustPass !== null && p.ruling.partnerMustPass !== ruling.partnerMustPass) {
    points.push(`partner must pass: published ${yes(p.ruling.partnerMustPass)}, engine ${yes(ruling.partnerMustPass)}`);
  }
  if (p.ruling.leadRestrictions !== null && p.ruling.leadRestrictions !== ruling.leadRestrictions) {
    points.push(
      `lead restrictions: published ${yes(p.ruling.leadRestrictions)}, engine ${yes(ruling.leadRestrictions)}`,
    );
  }
  return points.length === 0 ? { status: 'agrees', ruling } : { status: 'differs', ruling, points };
}

/** A difference without its reason, or a reason without a difference: each at its place in the precedent. */
export function precedentProblems(precedents: readonly Precedent[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const p of precedents) {
    const beside = engineBeside(p);
    if (beside.status === 'differs' && p.engineDiffers === null) {
      out.push({
        file: p.at.file,
        ...p.at.ruling,
        message: `the Law 27 engine's ruling on these facts differs from the published one: ${beside.points.join('; ')}`,
        fix: 'add "engineDiffers:" with reason (finding, edition, source-error or opinion) and why, in one sentence; or correct the facts, findings or ruling to what the source gives',
      });
    } else if (beside.status !== 'differs' && p.engineDiffers !== null) {
      out.push({
        file: p.at.file,
        ...p.at.engineDiffers,
        message:
          beside.status === 'agrees'
            ? "engineDiffers gives a reason, but the Law 27 engine's ruling on these facts agrees with the published one"
            : `engineDiffers gives a reason, but the engine's ruling is not compared with the published one: ${beside.why}`,
        fix: 'remove "engineDiffers"',
      });
    }
  }
  return out;
}
