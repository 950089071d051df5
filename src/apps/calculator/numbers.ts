/**
 * Numbers typed in the calculator's fields: read exactly, as integer hundredths (decimal point or comma, an
 * optional "%"), and the message a field shows when what is typed is not a number of its kind.
 */

type Parsed =
  | { readonly hundredths: number }
  | { readonly problem: 'format' | 'decimals' }
  /** A number with a minus sign: `hundredths` is its size. */
  | { readonly problem: 'negative'; readonly hundredths: number };

const MAX_WHOLE_DIGITS = 7;

function parseUnsigned(t: string): Parsed {
  const m = /^(\d*)(?:[.,](\d*))?$/u.exec(t);
  const whole = m?.[1] ?? '';
  const fraction = (m?.[2] ?? '').replace(/0+$/u, '');
  if (!m || (whole === '' && (m[2] ?? '') === '') || whole.replace(/^0+/u, '').length > MAX_WHOLE_DIGITS) {
    return { problem: 'format' };
  }
  if (fraction.length > 2) return { problem: 'decimals' };
  return { hundredths: Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0')) };
}

/**
 * A decimal typed in a field, as an integer number of hundredths: "30",
 * "33.33", "12,5" (decimal comma), ".5"; with `percent`, a trailing "%" is
 * allowed. A negative number ("-5", "−5") is read, and reported as
 * `negative` so that its field can say what range is allowed. Exact: works
 * on the digits, not on floats.
 */
export function parseHundredths(text: string, percent = false): Parsed {
  let t = text.trim();
  if (percent) t = t.replace(/\s*%$/u, '');
  const minus = /^[-−–]\s*/u.exec(t);
  if (!minus) return parseUnsigned(t);
  const size = parseUnsigned(t.slice(minus[0].length));
  if ('problem' in size || size.hundredths === 0) return size;
  return { problem: 'negative', hundredths: size.hundredths };
}

/** An integer count of `10^-scale` units as a plain decimal: (3000, 4) → "0.3", (1100, 2) → "11". */
export function unitsText(units: number, scale: number): string {
  const size = Math.abs(units);
  const div = 10 ** scale;
  const whole = Math.floor(size / div);
  const fraction = String(size - whole * div)
    .padStart(scale, '0')
    .replace(/0+$/u, '');
  const body = fraction === '' ? String(whole) : `${String(whole)}.${fraction}`;
  return units < 0 ? `-${body}` : body;
}

function shown(text: string): string {
  const t = text.trim();
  return t.length > 30 ? `${t.slice(0, 30)}…` : t;
}

/** How a kind of number field asks for its value. */
export interface NumberField {
  /** "Write the weight as a percentage, such as 30 or 33.33" */
  readonly format: string;
  /** "a weight", in "Use at most two decimal places for …". */
  readonly decimalsOf: string;
  readonly percent?: boolean;
}

export const WEIGHT: NumberField = {
  format: 'Write the weight as a percentage, such as 30 or 33.33',
  decimalsOf: 'a weight',
  percent: true,
};
export const MATCHPOINTS: NumberField = {
  format: 'Write the match-points as a number, such as 13 or 12.5',
  decimalsOf: 'match-points',
};
export const TOP: NumberField = {
  format: 'Write the top as a number of match-points, such as 22',
  decimalsOf: 'the top',
};
export const AVERAGE: NumberField = {
  format: 'Write the average as a number of match-points, such as 11',
  decimalsOf: 'the average',
};

/** A number typed in a field, in signed hundredths, or why it is not one. Its range is for the caller to check. */
export function readNumber(text: string, field: NumberField): { readonly value: number } | { readonly error: string } {
  const p = parseHundredths(text, field.percent === true);
  if (!('problem' in p)) return { value: p.hundredths };
  if (p.problem === 'negative') return { value: -p.hundredths };
  if (p.problem === 'decimals')
    return { error: `Use at most two decimal places for ${field.decimalsOf} (not "${shown(text)}").` };
  return { error: `${field.format} (not "${shown(text)}").` };
}

/** `readNumber`, then `problem` on the value: why it is out of range, if it is. */
export function readChecked(
  text: string,
  field: NumberField,
  problem: (value: number) => string | undefined,
): { readonly value: number } | { readonly error: string } {
  const r = readNumber(text, field);
  if ('error' in r) return r;
  const message = problem(r.value);
  return message === undefined ? r : { error: message };
}
