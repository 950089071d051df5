/**
 * Run a command as a child process and measure it: wall time, the peak
 * resident memory of its whole process tree (VmRSS of every descendant,
 * summed, sampled from /proc), and the largest single process's peak
 * (GNU time's "maximum resident set size", when /usr/bin/time exists).
 * Each output line is kept with the time it arrived, so build stages can be
 * timed from the build's own log. A timeout kills the child's process group.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Line {
  /** Milliseconds since the child was started. */
  t: number;
  text: string;
}

export interface RunResult {
  exitCode: number | null;
  timedOut: boolean;
  wallMs: number;
  /** Peak of the summed RSS of the process tree, sampled every `sampleMs`. */
  peakTreeRssBytes: number;
  /** Every process seen in the tree (to clean up what a killed build left behind). */
  pids: number[];
  /** One-minute load average when the child started and when it ended (other work on the machine skews the times). */
  load: [number, number];
  /** Largest peak RSS of one process in the tree (kernel's ru_maxrss via GNU time), when available. */
  maxProcessRssBytes: number | null;
  lines: Line[];
}

export interface RunOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** Where to copy the child's output (stdout and stderr). */
  logFile?: string;
  sampleMs?: number;
  /** Echo output lines that match to our stdout (progress). */
  echo?: RegExp;
}

const GNU_TIME = '/usr/bin/time';

/** Parent of every process, from /proc/<pid>/stat. */
function processTable(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (comm) state ppid …; comm may hold spaces and parentheses.
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(rest[1]));
    } catch {
      // the process ended while we looked
    }
  }
  return parents;
}

function rssBytes(pid: number): number {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Summed RSS of `root` and all its descendants (whose pids are added to `seen`). */
export function treeRss(root: number, seen?: Set<number>): number {
  const parents = processTable();
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parents) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    seen?.add(pid);
    total += rssBytes(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export async function runMeasured(command: string, args: string[], options: RunOptions): Promise<RunResult> {
  const useTime = existsSync(GNU_TIME);
  const timeFile = path.join(options.cwd, '.build', 'bench', `.time-${process.pid}-${Date.now()}`);
  const [cmd, argv] = useTime ? [GNU_TIME, ['-f', '%M', '-o', timeFile, command, ...args]] : [command, args];
  const log = options.logFile ? createWriteStream(options.logFile) : undefined;
  const lines: Line[] = [];
  const loadBefore = os.loadavg()[0] ?? 0;
  const started = performance.now();
  const child = spawn(cmd, argv, {
    cwd: options.cwd,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so a timeout can stop the whole tree
  });
  const pid = child.pid ?? -1;
  let peak = 0;
  const seen = new Set<number>();
  const sample = () => {
    peak = Math.max(peak, treeRss(pid, seen));
  };
  const sampler = setInterval(sample, options.sampleMs ?? 100);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, options.timeoutMs);
  const onData = (stream: NodeJS.ReadableStream) => {
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      log?.write(chunk);
      buffered += chunk;
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      const t = performance.now() - started;
      for (const raw of parts) {
        const text = stripAnsi(raw);
        lines.push({ t, text });
        if (options.echo?.test(text)) console.log(`    ${text.trim()}`);
      }
    });
    stream.on('end', () => {
      if (buffered) lines.push({ t: performance.now() - started, text: stripAnsi(buffered) });
    });
  };
  if (child.stdout) onData(child.stdout);
  if (child.stderr) onData(child.stderr);
  const exitCode = await new Promise<number | null>((resolve) => {
    child.on('close', (code) => resolve(code));
    child.on('error', () => resolve(null));
  });
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  clearTimeout(timer);
  await new Promise<void>((resolve) => (log ? log.end(() => resolve()) : resolve()));
  let maxProcessRssBytes: number | null = null;
  if (useTime && existsSync(timeFile)) {
    const kb = Number(readFileSync(timeFile, 'utf8').trim().split('\n').pop());
    if (Number.isFinite(kb) && kb > 0) maxProcessRssBytes = kb * 1024;
    rmSync(timeFile, { force: true });
  }
  return { exitCode, timedOut, wallMs, peakTreeRssBytes: Math.max(peak, maxProcessRssBytes ?? 0), maxProcessRssBytes, pids: [...seen], load: [loadBefore, os.loadavg()[0] ?? 0], lines };
}

export function stripAnsi(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Bytes and files under a folder. */
export function folderSize(dir: string): { bytes: number; files: number } {
  if (!existsSync(dir)) return { bytes: 0, files: 0 };
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    try {
      bytes += readFileSync(path.join(entry.parentPath, entry.name)).byteLength;
    } catch {
      // vanished
    }
  }
  return { bytes, files };
}

/**
 * Stage timings of one build, from its log: the `[kb] …` lines of the kb
 * integration (src/integrations/knowledge-base.ts) and Astro's own.
 */
export interface Stages {
  /** astro:config:setup: loading and checking the sources. */
  validateMs?: number;
  /** Astro: the server (SSR) bundle of the pages ("Building static entrypoints"). */
  serverBundleMs?: number;
  /** Astro: the client bundle (the page scripts, Vite's second build). */
  clientBundleMs?: number;
  /** Astro: generating the static routes (rendering every page). */
  renderMs?: number;
  /** Pagefind index (astro:build:done, after the pages). */
  searchIndexMs?: number;
  /** The service worker and its precache list (astro:build:done, after the search index). */
  offlineMs?: number;
  /** From astro:build:start to astro:build:done: the server and client bundles and rendering. */
  astroBuildMs?: number;
  pages?: number;
}

function duration(value: string, unit: string): number {
  return Math.round(Number(value) * (unit === 's' ? 1000 : unit === 'm' ? 60_000 : 1));
}

export function parseStages(lines: readonly Line[]): Stages {
  const stages: Stages = {};
  let phase: 'server' | 'client' | 'render' | null = null;
  for (const { text } of lines) {
    let m: RegExpExecArray | null;
    if ((m = /\[kb\] validated .* law texts .*\((\d+) ms\)/.exec(text))) stages.validateMs = Number(m[1]);
    else if (/Building static entrypoints/.test(text)) phase = 'server';
    else if (/building client/.test(text)) phase = 'client';
    else if (/generating static routes/.test(text)) phase = 'render';
    else if ((m = /✓ Completed in ([\d.]+)(ms|s|m)\b/.exec(text)) && phase === 'server') {
      stages.serverBundleMs = duration(m[1] ?? '0', m[2] ?? 'ms');
      phase = null;
    } else if ((m = /✓ built in ([\d.]+)(ms|s|m)\b/.exec(text)) && phase === 'client') {
      stages.clientBundleMs = duration(m[1] ?? '0', m[2] ?? 'ms');
      phase = null;
    } else if ((m = /✓ Completed in ([\d.]+)(ms|s|m)\b/.exec(text)) && phase === 'render') {
      stages.renderMs = duration(m[1] ?? '0', m[2] ?? 'ms');
      phase = null;
    } else if ((m = /indexed (\d+) pages for search in (\d+) ms/.exec(text))) stages.searchIndexMs = Number(m[2]);
    else if ((m = /\[kb:offline\] .*\((\d+) ms\)/.exec(text))) stages.offlineMs = Number(m[1]);
    else if ((m = /\[kb\] rendered (\d+) pages .*\((\d+) ms\)/.exec(text))) {
      stages.pages = Number(m[1]);
      stages.astroBuildMs = Number(m[2]);
    }
  }
  return stages;
}
