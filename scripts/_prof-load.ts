import { loadCheckedCorpus } from '../src/derive/checked-corpus';
const t = performance.now();
const r = loadCheckedCorpus(process.argv[2]!, '2026-11-26');
console.log('ms', Math.round(performance.now() - t), 'problems' in r ? '' : '');
