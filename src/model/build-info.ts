/**
 * Facts about the build that pages print (the date in the footer). The date
 * comes from SOURCE_DATE_EPOCH or the last commit, so two builds of the same
 * sources are identical.
 */
import { execFileSync } from 'node:child_process';

function commitDate(): string | undefined {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cI'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return out || undefined;
  } catch {
    return undefined;
  }
}

function buildDate(): string {
  const epoch = process.env['SOURCE_DATE_EPOCH'];
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000).toISOString().slice(0, 10);
  return (commitDate() ?? new Date().toISOString()).slice(0, 10);
}

export const buildInfo = { date: buildDate() };
