/**
 * How the comparison engine (src/derive/compare) scales with the size of a
 * law text: the compare stage alone, on texts made from the real ones.
 *
 *   npx tsx scripts/bench/large-compare.ts [--sizes 200,1000] [--shapes many,big,one]
 *                                          [--seed 1] [--profile] [--json out.json]
 *
 * Each side of a pair grows from the real Law 27 texts (content/laws/27,
 * 2008-03 on side a and 2017 on side b, parsed by src/model): clause texts are
 * repeated and perturbed (scripts/bench/large-source.ts: words replaced,
 * apostrophe styles changed, sentences dropped, swapped or added, reading
 * slips like "Al" kept) until
 * ONE SIDE is about `size` KB of clause text. Three shapes:
 *
 *   many  many clauses of the real size (ids A1…Z99, a…z): tests alignment
 *   big   the 13 real clause ids, each clause many times its real size
 *   one   a single clause of the whole size
 *   edit  a single clause of the whole size on side a; side b is side a with
 *         one paragraph in five perturbed (an edition that changed places)
 *
 * For each case: the time of `comparePair(a, b)` and of its stages (clause
 * alignment; then per clause: tokenizing both sides, the edit script, the
 * building and classification of hunks), the number of clauses compared
 * coarsely (the word diff gave up, see diff.ts), and the result's JSON size.
 * `--profile` adds the functions with the most self time (node:inspector).
 *
 * Deterministic input (seeded PRNG); wall times depend on the machine.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { alignClauses } from '../../src/derive/compare/align';
import * as compare from '../../src/derive/compare/compare';
import * as diff from '../../src/derive/compare/diff';
import type { ComparableClause, ComparableText, PairComparison } from '../../src/derive/compare/types';
import { comparableText } from '../../src/derive/law-comparisons';
import { parseLawText } from '../../src/model/parse-law-text';
import { clauseIds, grow, Perturber } from './large-source';

import { ROOT } from '../support/run-build';

// ------------------------------------------------------------------ options

const argv = process.argv.slice(2);
const value = (flag: string): string | undefined => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`${flag}=`))?.slice(flag.length + 1);
};
const SIZES_KB = (value('--sizes') ?? '200,1000').split(',').map(Number);
const SHAPES = (value('--shapes') ?? 'many,big,one,edit').split(',') as Shape[];
const SEED = Number(value('--seed') ?? 1);
const PROFILE = argv.includes('--profile');
const JSON_OUT = value('--json');
/** e.g. --limits '{"workPerToken":200}': overrides of DEFAULT_LIMITS (when the engine has them) */
const LIMITS: Record<string, number> = JSON.parse(value('--limits') ?? '{}');

type Shape = 'many' | 'big' | 'one' | 'edit';

// ------------------------------------------------------------------ input

function realText(edition: string): ComparableText {
  const file = path.join(ROOT, 'content', 'laws', '27', `${edition}.md`);
  const { text, diagnostics } = parseLawText(readFileSync(file, 'utf8'), file);
  if (!text) throw new Error(`${file} does not parse: ${diagnostics.map((d) => d.message).join('; ')}`);
  return comparableText(text);
}

function textBytes(t: ComparableText): number {
  return t.clauses.reduce((n, c) => n + Buffer.byteLength(c.text) + Buffer.byteLength(c.heading ?? ''), 0);
}

/** Ids of the real clauses with text in both 2008-03 and 2017. */
const COMMON_IDS = ['A1', 'A2', 'B', 'B1a', 'B1b', 'B2', 'B3', 'B4', 'C', 'D'];

function makeSide(real: ComparableText, shape: Shape, targetBytes: number, seed: number): ComparableText {
  const p = new Perturber(seed);
  const base = real.clauses.filter((c) => c.text !== '');
  if (shape === 'many') {
    // clause k of either side grows from the clause of the same real id (the
    // ids both real texts have), so the two sides' clauses correspond
    const common = base.filter((c) => COMMON_IDS.includes(c.id));
    const clauses: ComparableClause[] = [];
    const ids = clauseIds();
    let bytes = 0;
    for (let i = 0; bytes < targetBytes; i++) {
      const src = common[i % common.length] as ComparableClause;
      const id = ids.next().value;
      if (id === undefined) throw new Error('ran out of clause ids');
      // the first round is the real text; later rounds perturbed (each side its own way)
      const text = i < common.length ? src.text : p.perturb(src.text);
      clauses.push({ ...src, id, label: `27${id}`, text });
      bytes += Buffer.byteLength(text);
    }
    return { ...real, clauses };
  }
  if (shape === 'big') {
    const total = base.reduce((n, c) => n + Buffer.byteLength(c.text), 0);
    return { ...real, clauses: real.clauses.map((c) => ({ ...c, text: grow(p, c.text, (Buffer.byteLength(c.text) / total) * targetBytes) })) };
  }
  const all = base.map((c) => c.text).join('\n\n');
  const readings = base.flatMap((c) => c.readings);
  return { ...real, clauses: [{ id: 'A', label: '27A', heading: null, text: grow(p, all, targetBytes), readings }] };
}

/** Side a with one paragraph in five perturbed. */
function edited(a: ComparableText, seed: number): ComparableText {
  const p = new Perturber(seed);
  return {
    ...a,
    edition: '2017',
    clauses: a.clauses.map((c) => ({ ...c, text: c.text.split('\n\n').map((para) => (p.chance(0.2) ? p.perturb(para) : para)).join('\n\n') })),
  };
}

// ------------------------------------------------------------------ measuring

const ms = (t0: bigint): number => Number(process.hrtime.bigint() - t0) / 1e6;

interface CaseResult {
  shape: Shape;
  kb: number;
  clauses: { a: number; b: number };
  bytes: { a: number; b: number };
  compareMs: number;
  /** CPU time of the compare (user + system): less sensitive than wall time to other processes */
  compareCpuMs: number;
  alignMs: number;
  coarseClauses: number;
  changes: number;
  jsonBytes: number;
}

async function profiled<T>(fn: () => T): Promise<{ result: T; top: string[] }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const result = fn();
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const self = new Map<string, number>();
  const dt = new Map<number, number>();
  const { samples = [], timeDeltas = [] } = profile;
  samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (timeDeltas[i] ?? 0)));
  let total = 0;
  for (const node of profile.nodes) {
    const t = dt.get(node.id) ?? 0;
    total += t;
    const f = node.callFrame;
    const where = `${f.functionName || '(anonymous)'} ${path.basename(f.url)}:${f.lineNumber + 1}`;
    self.set(where, (self.get(where) ?? 0) + t);
  }
  const top = [...self.entries()]
    .sort((x, y) => y[1] - x[1])
    .slice(0, 12)
    .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}%  ${(v / 1000).toFixed(0).padStart(7)} ms  ${k}`);
  return { result, top };
}

/** comparePair with the limits given (older engines had none: the extra argument is ignored) */
function run(a: ComparableText, b: ComparableText): PairComparison {
  const defaults = (diff as Record<string, unknown>)['DEFAULT_LIMITS'];
  const limits = defaults ? { ...(defaults as object), ...LIMITS } : undefined;
  return (compare.comparePair as (a: ComparableText, b: ComparableText, limits?: object) => PairComparison)(a, b, limits);
}

async function runCase(shape: Shape, kb: number): Promise<CaseResult> {
  const a = makeSide(realText('2008-03'), shape === 'edit' ? 'one' : shape, kb * 1024, SEED);
  const b = shape === 'edit' ? edited(a, SEED + 1) : makeSide(realText('2017'), shape, kb * 1024, SEED + 1);

  let t0 = process.hrtime.bigint();
  alignClauses(a.clauses, b.clauses);
  const alignMs = ms(t0);

  t0 = process.hrtime.bigint();
  const cpu0 = process.cpuUsage();
  let pair: PairComparison;
  if (PROFILE) {
    const { result, top } = await profiled(() => run(a, b));
    pair = result;
    console.log(`  profile ${shape} ${kb} KB (self time):\n    ${top.join('\n    ')}`);
  } else pair = run(a, b);
  const compareMs = ms(t0);
  const cpu = process.cpuUsage(cpu0);
  const compareCpuMs = (cpu.user + cpu.system) / 1000;

  return {
    shape,
    kb,
    clauses: { a: a.clauses.length, b: b.clauses.length },
    bytes: { a: textBytes(a), b: textBytes(b) },
    compareMs,
    compareCpuMs,
    alignMs,
    coarseClauses: 'coarse' in pair.summary ? (pair.summary.coarse as unknown[]).length : 0,
    changes: pair.clauses.reduce((n, c) => n + c.changes.length, 0),
    jsonBytes: Buffer.byteLength(JSON.stringify(pair)),
  };
}

const results: CaseResult[] = [];
for (const kb of SIZES_KB) {
  for (const shape of SHAPES) {
    const r = await runCase(shape, kb);
    results.push(r);
    console.log(
      [
        `${shape.padEnd(4)} ${String(kb).padStart(5)} KB/side`,
        `clauses ${r.clauses.a}/${r.clauses.b}`,
        `bytes ${(r.bytes.a / 1024).toFixed(0)}/${(r.bytes.b / 1024).toFixed(0)} KB`,
        `compare ${(r.compareMs / 1000).toFixed(2)} s (cpu ${(r.compareCpuMs / 1000).toFixed(2)} s)`,
        `align ${r.alignMs.toFixed(1)} ms`,
        `coarse clauses ${r.coarseClauses}`,
        `changes ${r.changes}`,
        `json ${(r.jsonBytes / 1024).toFixed(0)} KB`,
      ].join('  '),
    );
  }
}
if (JSON_OUT) writeFileSync(JSON_OUT, `${JSON.stringify(results, null, 2)}\n`);
