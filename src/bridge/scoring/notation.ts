/**
 * Contract results written the way tournament directors write them.
 *
 * Grammar accepted by `parseContractResult` (case-insensitive; spaces allowed
 * between the parts; a trailing emoji variation selector U+FE0F is ignored):
 *
 *   result      = level strain [doubling] outcome [[","] "by" seat] [[","] vul]
 *   level       = "1" … "7"
 *   strain      = "C" | "D" | "H" | "S" | "NT" | "N" | "♣" | "♦" | "♥" | "♠"
 *                 (also the white suit symbols ♧ ♢ ♡ ♤)
 *   doubling    = "X" | "XX"                      (x or xx also accepted)
 *   outcome     = "=" | "+" n | "-" n              (n ≥ 1; "−" U+2212 and "–" U+2013 count as "-")
 *   seat        = "N" | "E" | "S" | "W" | "North" | "East" | "South" | "West"
 *   vul         = declarer's own vulnerability: "vul", "vulnerable", "V",
 *                 "NV", "nonvul", "non-vul", "not vul", "not vulnerable"
 *               | the board's vulnerability: ["vul" [":"]] board ["vul"],
 *                 board = "None" | "NS" | "N-S" | "N/S" | "EW" | "E-W" | "E/W" | "All" | "Both"
 *   The vulnerability may be wrapped in parentheses: `6S= by N (vul)`.
 *
 * Examples: `6S=`, `4S+2`, `6S-1`, `3NTx-2`, `4HXX=`, `6♠=`, `4S+1 by N`,
 * `3NTX-2 by W, NV`, `6S= by N, vul All`.
 *
 * "+0" and "-0" are refused (write "="), as are results implying more than 13
 * or fewer than 0 tricks (`7S+1`, `1C-8`). Every error is a `ScoringError`
 * naming the offending token.
 */
import { ScoringError } from './errors';
import {
  isVulnerable,
  scoreContract,
  type Contract,
  type Doubling,
  type Level,
  type Seat,
  type Strain,
  type Vulnerability,
} from './score';

/** A contract and the number of tricks declarer took, with what else the text said. */
export interface ContractResult {
  readonly contract: Contract;
  /** Tricks taken by declarer, 0 to 13. */
  readonly tricks: number;
  readonly declarer?: Seat;
  /** The board's vulnerability, when the text gave it (`vul All`, `NS`, …). */
  readonly vulnerability?: Vulnerability;
  /**
   * Whether declarer's side is vulnerable, when known: either stated directly
   * (`vul`, `NV`) or worked out from `declarer` and `vulnerability`.
   */
  readonly declarerVulnerable?: boolean;
}

const SUIT_SYMBOLS: Readonly<Record<string, Strain>> = {
  '♣': 'C',
  '♧': 'C',
  '♦': 'D',
  '♢': 'D',
  '♥': 'H',
  '♡': 'H',
  '♠': 'S',
  '♤': 'S',
};

const SYMBOL_FOR: Readonly<Record<Strain, string>> = { C: '♣', D: '♦', H: '♥', S: '♠', NT: 'NT' };

const SEAT_WORDS: Readonly<Record<string, Seat>> = {
  n: 'N',
  e: 'E',
  s: 'S',
  w: 'W',
  north: 'N',
  east: 'E',
  south: 'S',
  west: 'W',
};

const BOARD_VUL_WORDS: Readonly<Record<string, Vulnerability>> = {
  none: 'None',
  ns: 'NS',
  'n-s': 'NS',
  'n/s': 'NS',
  ew: 'EW',
  'e-w': 'EW',
  'e/w': 'EW',
  all: 'All',
  both: 'All',
};

const MAX_SHOWN = 60;

function quoteInput(input: string): string {
  const shown = input.length > MAX_SHOWN ? `${input.slice(0, MAX_SHOWN)}…` : input;
  return `"${shown}"`;
}

/** The first whitespace-delimited piece of `text` (the token an error names). */
function firstToken(text: string): string {
  const match = /^\S+/u.exec(text);
  const token = match ? match[0] : text;
  return token.length > MAX_SHOWN ? `${token.slice(0, MAX_SHOWN)}…` : token;
}

function doublingFromXs(xs: string, input: string): Doubling {
  switch (xs.length) {
    case 0:
      return 'undoubled';
    case 1:
      return 'doubled';
    case 2:
      return 'redoubled';
    default:
      throw new ScoringError(
        `Unknown doubling "${xs}" in ${quoteInput(input)}: write X for doubled or XX for redoubled.`,
        xs,
      );
  }
}

interface ParsedVul {
  readonly vulnerability?: Vulnerability;
  readonly declarerVulnerable?: boolean;
}

function parseVulnerabilityText(text: string): ParsedVul | undefined {
  let t = text.trim();
  const wrapped = /^\((.*)\)$/su.exec(t);
  if (wrapped) t = (wrapped[1] ?? '').trim();
  t = t.toLowerCase().replace(/\s+/gu, ' ');
  if (/^(?:vul|vulnerable|v)$/u.test(t)) return { declarerVulnerable: true };
  if (/^(?:nv|non-?vul|non-?vulnerable|non vul|non vulnerable|not vul|not vulnerable)$/u.test(t)) {
    return { declarerVulnerable: false };
  }
  const board = /^(?:vul(?:nerable)?:? ?)?(none|ns|n-s|n\/s|ew|e-w|e\/w|all|both)(?: vul(?:nerable)?)?$/u.exec(t);
  const word = board?.[1];
  if (word !== undefined) {
    const vulnerability = BOARD_VUL_WORDS[word];
    if (vulnerability !== undefined) return { vulnerability };
  }
  return undefined;
}

/**
 * Parses a contract result such as `4S+1`, `3NTx-2 by W` or `6♠= by N, vul All`.
 * Throws `ScoringError` (naming the token) on anything it cannot read or that
 * is impossible at the table.
 */
export function parseContractResult(input: string): ContractResult {
  if (typeof input !== 'string') {
    throw new ScoringError(`A contract result must be text such as "4S+1", got ${typeof input}.`);
  }
  const text = new ResultText(input);
  if (text.rest === '') {
    throw new ScoringError('Empty contract result: write something like "4S=", "3NTX-2" or "6S+1 by N".');
  }
  const level = text.level();
  const { strain, xs } = text.strain(level);
  const contract: Contract = { level, strain, doubling: text.doubling(xs) };
  const tricks = text.tricks(contract);
  const declarer = text.declarer();
  const vul = text.vulnerability();

  let declarerVulnerable = vul.declarerVulnerable;
  if (declarerVulnerable === undefined && vul.vulnerability !== undefined && declarer !== undefined) {
    declarerVulnerable = isVulnerable(declarer, vul.vulnerability);
  }
  return {
    contract,
    tricks,
    ...(declarer !== undefined ? { declarer } : {}),
    ...(vul.vulnerability !== undefined ? { vulnerability: vul.vulnerability } : {}),
    ...(declarerVulnerable !== undefined ? { declarerVulnerable } : {}),
  };
}

/**
 * A contract result being read from the left, one part of the grammar at a
 * time, in the order the grammar gives them: `rest` is the text not read yet.
 */
class ResultText {
  rest: string;

  constructor(readonly input: string) {
    this.rest = input.replace(/\uFE0F/gu, '').trim();
  }

  level(): Level {
    const levelMatch = /^\d+/u.exec(this.rest);
    if (!levelMatch) {
      const token = firstToken(this.rest);
      throw new ScoringError(
        `Expected a contract level (1 to 7) at the start of ${quoteInput(this.input)}, found "${token}".`,
        token,
      );
    }
    const levelText = levelMatch[0];
    if (!/^[1-7]$/u.test(levelText)) {
      const shown = levelText.length > MAX_SHOWN ? `${levelText.slice(0, MAX_SHOWN)}…` : levelText;
      throw new ScoringError(
        `Impossible contract level "${shown}" in ${quoteInput(this.input)}: a contract is at the 1 to 7 level.`,
        shown,
      );
    }
    this.rest = this.rest.slice(levelText.length).trimStart();
    return Number(levelText) as Level;
  }

  /** The strain, possibly with the doubling glued on (NTX, SXX): `xs` is that doubling. */
  strain(level: Level): { strain: Strain; xs: string } {
    const symbol = this.rest.charAt(0);
    const symbolStrain = SUIT_SYMBOLS[symbol];
    if (symbolStrain !== undefined) {
      this.rest = this.rest.slice(symbol.length);
      return { strain: symbolStrain, xs: '' };
    }
    const word = /^[a-z]+/iu.exec(this.rest)?.[0];
    if (word === undefined) {
      if (this.rest === '' || /^[=+\-−–]/u.test(this.rest)) {
        throw new ScoringError(
          `Missing strain after level ${String(level)} in ${quoteInput(this.input)}: expected C, D, H, S or NT.`,
          String(level),
        );
      }
      const token = firstToken(this.rest).replace(/[=+\-−–].*$/su, '') || this.rest.charAt(0);
      throw new ScoringError(
        `Unknown strain "${token}" in ${quoteInput(this.input)}: expected C, D, H, S or NT (or ♣ ♦ ♥ ♠).`,
        token,
      );
    }
    const split = /^(nt|n|c|d|h|s)(x*)$/iu.exec(word);
    if (!split) {
      const token = word.length > MAX_SHOWN ? `${word.slice(0, MAX_SHOWN)}…` : word;
      throw new ScoringError(
        `Unknown strain "${token}" in ${quoteInput(this.input)}: expected C, D, H, S or NT (or ♣ ♦ ♥ ♠).`,
        token,
      );
    }
    const strainWord = (split[1] ?? '').toUpperCase();
    this.rest = this.rest.slice(word.length);
    return { strain: strainWord === 'N' ? 'NT' : (strainWord as Strain), xs: split[2] ?? '' };
  }

  /** The doubling: `xs` glued to the strain, else written apart from it ("3NT X -2", "6♠X="). */
  doubling(xs: string): Doubling {
    let written = xs;
    if (written === '') {
      const apart = /^\s*(x+)(?![a-z])/iu.exec(this.rest);
      if (apart) {
        written = apart[1] ?? '';
        this.rest = this.rest.slice(apart[0].length);
      }
    }
    const doubling = doublingFromXs(written, this.input);
    this.rest = this.rest.trimStart();
    return doubling;
  }

  /** The outcome ("=", "+n", "-n") as the tricks declarer took. */
  tricks(contract: Contract): number {
    const { level } = contract;
    const contractText = formatContract(contract);
    let tricks: number;
    if (this.rest.startsWith('=')) {
      tricks = level + 6;
      this.rest = this.rest.slice(1);
    } else {
      const outcome = /^([+\-−–])\s*(\d+)/u.exec(this.rest);
      if (!outcome) {
        if (this.rest === '') {
          throw new ScoringError(
            `Missing result after ${contractText} in ${quoteInput(this.input)}: add "=", "+n" (overtricks) or "-n" (undertricks).`,
            contractText,
          );
        }
        const token = firstToken(this.rest);
        throw new ScoringError(
          `Expected a result ("=", "+n" or "-n") after ${contractText} in ${quoteInput(this.input)}, found "${token}".`,
          token,
        );
      }
      const sign = outcome[1] === '+' ? 1 : -1;
      const digits = outcome[2] ?? '';
      const shownDigits = digits.length > 6 ? `${digits.slice(0, 6)}…` : digits;
      const token = `${sign > 0 ? '+' : '-'}${shownDigits}`;
      const n = Number(digits);
      if (n === 0) {
        throw new ScoringError(
          `Result "${token}" in ${quoteInput(this.input)} is not used: write "=" for a contract made exactly.`,
          token,
        );
      }
      tricks = level + 6 + sign * n;
      if (tricks > 13) {
        throw new ScoringError(
          `Impossible result "${token}" for ${contractText} in ${quoteInput(this.input)}: that would be ${String(tricks)} tricks, and there are only 13.`,
          token,
        );
      }
      if (tricks < 0) {
        throw new ScoringError(
          `Impossible result "${token}" for ${contractText} in ${quoteInput(this.input)}: ${contractText} can go at most ${String(level + 6)} down.`,
          token,
        );
      }
      this.rest = this.rest.slice(outcome[0].length);
    }
    this.rest = this.rest.trimStart();
    return tricks;
  }

  /** The declarer, after "by", when the text names one. */
  declarer(): Seat | undefined {
    const byMatch = /^,?\s*by(?![a-z])\s*/iu.exec(this.rest);
    if (!byMatch) return undefined;
    this.rest = this.rest.slice(byMatch[0].length);
    const seatWord = /^[a-z]+/iu.exec(this.rest)?.[0];
    const seat = seatWord === undefined ? undefined : SEAT_WORDS[seatWord.toLowerCase()];
    if (seatWord === undefined || seat === undefined) {
      const token = this.rest === '' ? 'by' : firstToken(this.rest);
      throw new ScoringError(
        this.rest === ''
          ? `Missing declarer after "by" in ${quoteInput(this.input)}: expected N, E, S or W.`
          : `Unknown declarer "${token}" in ${quoteInput(this.input)}: expected N, E, S or W.`,
        token,
      );
    }
    this.rest = this.rest.slice(seatWord.length).trimStart();
    return seat;
  }

  /** The vulnerability, the last part: all that is left, when anything is. */
  vulnerability(): ParsedVul {
    const vulText = this.rest.replace(/^[,;]\s*/u, '');
    if (vulText === '') return {};
    const parsed = parseVulnerabilityText(vulText);
    if (parsed === undefined) {
      const shown = vulText.length > MAX_SHOWN ? `${vulText.slice(0, MAX_SHOWN)}…` : vulText;
      throw new ScoringError(
        `Unexpected "${shown}" after the result in ${quoteInput(this.input)}: only " by N/E/S/W" and a vulnerability (vul, NV, None, NS, EW, All) may follow.`,
        shown,
      );
    }
    this.rest = '';
    return parsed;
  }
}

export interface FormatOptions {
  /** Write suits as ♣ ♦ ♥ ♠ instead of C D H S (NT stays NT). Default false. */
  readonly suitSymbols?: boolean;
}

/** `4S`, `3NTX`, `6♥XX` … */
export function formatContract(contract: Contract, options: FormatOptions = {}): string {
  const strain = options.suitSymbols === true ? SYMBOL_FOR[contract.strain] : contract.strain;
  const doubling = contract.doubling === 'doubled' ? 'X' : contract.doubling === 'redoubled' ? 'XX' : '';
  return `${String(contract.level)}${strain}${doubling}`;
}

/**
 * Formats a result in director's notation: `6S=`, `4S+2`, `3NTX-2 by W`,
 * `6♠= by N, vul All`. The output parses back to the same `ContractResult`.
 */
export function formatContractResult(result: ContractResult, options: FormatOptions = {}): string {
  const needed = result.contract.level + 6;
  const diff = result.tricks - needed;
  const outcome = diff === 0 ? '=' : diff > 0 ? `+${String(diff)}` : `-${String(-diff)}`;
  let text = `${formatContract(result.contract, options)}${outcome}`;
  if (result.declarer !== undefined) text += ` by ${result.declarer}`;
  if (result.vulnerability !== undefined) text += `, vul ${result.vulnerability}`;
  else if (result.declarerVulnerable !== undefined) text += result.declarerVulnerable ? ', vul' : ', NV';
  return text;
}

/** Defaults used when a contract result does not say who declared or the vulnerability. */
export interface ScoringContext {
  readonly declarer?: Seat;
  readonly vulnerability?: Vulnerability;
}

/**
 * The score of a parsed (or built) contract result from declarer's side.
 * Declarer's vulnerability comes from the result itself, else from `context`.
 */
export function scoreResult(result: ContractResult, context: ScoringContext = {}): number {
  const declarer = result.declarer ?? context.declarer;
  let vulnerable: boolean | undefined;
  if (result.vulnerability !== undefined && declarer !== undefined) {
    vulnerable = isVulnerable(declarer, result.vulnerability);
  } else if (result.declarerVulnerable !== undefined) {
    vulnerable = result.declarerVulnerable;
  } else if (context.vulnerability !== undefined && declarer !== undefined) {
    vulnerable = isVulnerable(declarer, context.vulnerability);
  }
  if (vulnerable === undefined) {
    const text = formatContractResult(result);
    throw new ScoringError(
      `Cannot score ${text}: say whether declarer is vulnerable (e.g. "${text}, vul" or a board vulnerability with "by N").`,
      text,
    );
  }
  return scoreContract(result.contract, result.tricks, vulnerable);
}

/**
 * The score of a contract result from N/S's point of view. Needs to know the
 * declarer and the vulnerability, from the result or from `context`.
 */
export function scoreResultForNS(result: ContractResult, context: ScoringContext = {}): number {
  const declarer = result.declarer ?? context.declarer;
  if (declarer === undefined) {
    const text = formatContractResult(result);
    throw new ScoringError(
      `Cannot score ${text} for N/S without knowing the declarer: write e.g. "${text} by N".`,
      text,
    );
  }
  const score = scoreResult(result, { ...context, declarer });
  return declarer === 'N' || declarer === 'S' ? score : -score;
}
