/** Calendar dates as the sources write them: YYYY-MM-DD, or YYYY-MM where a source gives no day. */

const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Why `value` is not a date (YYYY-MM-DD, or also YYYY-MM when `monthAllowed`),
 * or undefined when it is one.
 */
export function dateProblem(value: string, monthAllowed: boolean): string | undefined {
  const full = FULL_DATE.exec(value);
  const ym = full ? undefined : YEAR_MONTH.exec(value);
  const m = full ?? ym;
  if (!m || (ym && !monthAllowed)) return monthAllowed ? 'not written YYYY-MM-DD or YYYY-MM' : 'not written YYYY-MM-DD';
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12) return `there is no month ${m[2]}`;
  if (full) {
    const day = Number(m[3]);
    const days = daysInMonth(year, month);
    if (day < 1 || day > days) return `${MONTHS[month - 1]} ${year} has ${days} days`;
  }
  return undefined;
}
