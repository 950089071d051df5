/**
 * A board's outcome typed in a field ("4S+1 by N", "+620"), read with the board's vulnerability, and the names
 * of the vulnerabilities.
 */
import {
  ScoringError,
  parseContractResult,
  resolveOutcome,
  type ResolvedOutcome,
  type ScoringContext,
  type Vulnerability,
} from '../../bridge/scoring/index';

const VUL_NAMES: Readonly<Record<Vulnerability, string>> = { None: 'None', NS: 'N/S', EW: 'E/W', All: 'All' };

/** "None", "N/S", "E/W", "All". */
export function vulnerabilityName(v: Vulnerability): string {
  return VUL_NAMES[v];
}

/** A well-formed contract result that only lacks the board's vulnerability. */
function onlyLacksVulnerability(text: string): boolean {
  try {
    const parsed = parseContractResult(text);
    return (
      parsed.vulnerability === undefined && parsed.declarerVulnerable === undefined && parsed.declarer !== undefined
    );
  } catch {
    return false; // not a contract result: the scoring module's own message says why
  }
}

/**
 * Resolves an outcome typed in a field, with the board's vulnerability as
 * context; a message meant for the Director when it cannot be scored. A raw
 * score must be one a board can produce (the scoring module's rule).
 */
export function readOutcome(
  text: string,
  vulnerability: Vulnerability | '',
): ResolvedOutcome | { error: string; needsVulnerability?: true } {
  const context: ScoringContext = vulnerability === '' ? {} : { vulnerability };
  try {
    return resolveOutcome(text, context);
  } catch (error) {
    if (!(error instanceof ScoringError)) throw error;
    if (vulnerability === '' && onlyLacksVulnerability(text)) {
      return {
        error: `Choose the board's vulnerability (above) to score ${text.trim()}, or write it here, e.g. "${text.trim()}, vul".`,
        needsVulnerability: true,
      };
    }
    return { error: error.message };
  }
}
