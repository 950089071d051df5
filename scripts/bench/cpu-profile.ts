/**
 * `tsx scripts/bench/cpu-profile.ts <profile.cpuprofile | dir> [--top 30] [--match <text>] [--from <s>] [--to <s>]`:
 * where a build's CPU time goes, from a V8 CPU profile (`node --cpu-prof --cpu-prof-dir=<dir>
 * node_modules/astro/astro.js build`). Prints self and total time by module (a package of
 * node_modules, a file of src/, a chunk of the server bundle, or V8's own: GC, program, idle)
 * and by function, the project's own functions (src/ and the bundled pages) apart.
 *
 * `--from`/`--to`: only the samples in that window (seconds since the profile began), to see one phase.
 * Total time counts a function once per sample however deep it recurses. Shares are of the
 * profile's sampled time, which, on a loaded machine, is steadier than its seconds.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The module a frame belongs to: a package, a file of the project, a chunk of a built bundle, or V8's own. */
export function moduleOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  const file = url.replace(/^file:\/\//, '');
  const nm = file.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = file.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? file);
  }
  if (file.startsWith('node:')) return 'node:' + file.slice(5).split('/')[0];
  const bundled = /\/(?:\.prerender|chunks|pages)\/(.*)$/.exec(file);
  if (bundled && !file.startsWith(path.join(ROOT, 'src'))) return `bundle: ${bundled[1]?.replace(/_[\w-]{8}\.mjs$/, '.mjs')}`;
  return path.relative(ROOT, file);
}

export interface Summary {
  sampledMs: number;
  byModule: Map<string, { self: number; total: number }>;
  byFunction: Map<string, { self: number; total: number; module: string }>;
}

/** Self and total time (ms) by module and by function of one or more profiles. */
export function summarise(profiles: readonly Profile[], window: { fromMs: number; toMs: number } = { fromMs: 0, toMs: Infinity }): Summary {
  const byModule: Summary['byModule'] = new Map();
  const byFunction: Summary['byFunction'] = new Map();
  let sampledMs = 0;
  for (const p of profiles) {
    const nodes = new Map(p.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const fnKey = (n: ProfileNode) => {
      const f = n.callFrame;
      return `${f.functionName || '(anonymous)'} ${moduleOf(f.url, f.functionName)}:${f.lineNumber + 1}`;
    };
    // Per node, the modules and functions on its stack (each once), computed once per node.
    const stackCache = new Map<number, { modules: string[]; fns: string[] }>();
    const stackOf = (id: number) => {
      const hit = stackCache.get(id);
      if (hit) return hit;
      const modules = new Set<string>();
      const fns = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const n = nodes.get(cur);
        if (!n) break;
        modules.add(moduleOf(n.callFrame.url, n.callFrame.functionName));
        fns.add(fnKey(n));
      }
      const out = { modules: [...modules], fns: [...fns] };
      stackCache.set(id, out);
      return out;
    };
    let at = 0;
    for (let i = 0; i < p.samples.length; i++) {
      const id = p.samples[i] as number;
      at += (p.timeDeltas[i] ?? 0) / 1000;
      if (at < window.fromMs || at >= window.toMs) continue;
      const dt = (p.timeDeltas[i + 1] ?? p.timeDeltas[i] ?? 0) / 1000;
      sampledMs += dt;
      const n = nodes.get(id);
      if (!n) continue;
      const { modules, fns } = stackOf(id);
      const selfModule = moduleOf(n.callFrame.url, n.callFrame.functionName);
      for (const m of modules) {
        const e = byModule.get(m) ?? { self: 0, total: 0 };
        e.total += dt;
        if (m === selfModule) e.self += dt;
        byModule.set(m, e);
      }
      const selfFn = fnKey(n);
      for (const f of fns) {
        const e = byFunction.get(f) ?? { self: 0, total: 0, module: f.slice(f.indexOf(' ') + 1).replace(/:\d+$/, '') };
        e.total += dt;
        if (f === selfFn) e.self += dt;
        byFunction.set(f, e);
      }
    }
  }
  return { sampledMs, byModule, byFunction };
}

function readProfiles(target: string): Profile[] {
  const files = statSync(target).isDirectory()
    ? readdirSync(target).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(target, f))
    : [target];
  return files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as Profile);
}

function main(): void {
  const args = process.argv.slice(2);
  const opt = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const target = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!target) {
    console.error('usage: tsx scripts/bench/cpu-profile.ts <profile.cpuprofile | dir> [--top 30] [--match <text>] [--from <s>] [--to <s>]');
    process.exitCode = 2;
    return;
  }
  const top = Number(opt('--top') ?? 30);
  const match = opt('--match');
  const s = summarise(readProfiles(target), { fromMs: 1000 * Number(opt('--from') ?? 0), toMs: 1000 * Number(opt('--to') ?? Infinity) });
  const pct = (ms: number) => `${((100 * ms) / s.sampledMs).toFixed(1).padStart(5)} %`;
  const sec = (ms: number) => `${(ms / 1000).toFixed(2).padStart(7)} s`;
  const rows = <T extends { self: number; total: number }>(m: Map<string, T>, by: 'self' | 'total', keep = (_k: string) => true) =>
    [...m].filter(([k]) => keep(k)).sort((a, b) => b[1][by] - a[1][by]).slice(0, top);
  console.log(`sampled ${sec(s.sampledMs)}`);
  for (const by of ['self', 'total'] as const) {
    console.log(`\nby module, ${by} time (self | total):`);
    for (const [k, v] of rows(s.byModule, by)) console.log(`${sec(v.self)} ${pct(v.self)} | ${sec(v.total)} ${pct(v.total)}  ${k}`);
  }
  const ours = (k: string) => (match ? k.includes(match) : / (src\/|bundle: )/.test(k));
  for (const by of ['self', 'total'] as const) {
    console.log(`\n${match ? `functions matching "${match}"` : 'our functions (src/, the server bundle)'}, by ${by} time (self | total):`);
    for (const [k, v] of rows(s.byFunction, by, ours)) console.log(`${sec(v.self)} ${pct(v.self)} | ${sec(v.total)} ${pct(v.total)}  ${k}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
