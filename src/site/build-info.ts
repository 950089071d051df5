/**
 * The build's date, printed in every page's footer and used as "today" for
 * which edition is in force. It comes from SOURCE_DATE_EPOCH or else the
 * last commit, so two builds of the same sources are identical. Called once
 * per build (by the site data), never at import.
 */
import { execFileSync } from 'node:child_process';

function commitDate(cwd: string): string | undefined {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cI'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out || undefined;
  } catch {
    return undefined;
  }
}

/** The build date, YYYY-MM-DD. */
export function buildDate(cwd = process.cwd()): string {
  const epoch = process.env['SOURCE_DATE_EPOCH'];
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000).toISOString().slice(0, 10);
  return (commitDate(cwd) ?? new Date().toISOString()).slice(0, 10);
}
