/**
 * `tsx scripts/bench/write-synthetic-corpus.ts <out-dir> [--scale 1] [--seed 1] [--example-scale <scale>]`:
 * write a seeded synthetic corpus (scripts/bench/synthetic-corpus.ts) for the scaling benchmark.
 */
import path from 'node:path';
import { writeCorpus } from './synthetic-corpus';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const out = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!out) {
  console.error('usage: tsx scripts/bench/write-synthetic-corpus.ts <out-dir> [--scale 1] [--seed 1] [--example-scale <scale>]');
  process.exitCode = 2;
} else {
  const scale = flag('--scale', 1);
  const summary = writeCorpus(path.resolve(out), { scale, seed: flag('--seed', 1), exampleScale: flag('--example-scale', scale) });
  console.log(JSON.stringify(summary));
}

