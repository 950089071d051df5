/** The assistant's data from the real corpus (the editions registry's in-force dates, the words of Law 27), for its unit tests. */
import path from 'node:path';
import { loadCorpusOrThrow } from '../../../src/model/corpus';
import { assistantData } from '../../../src/site/routes/assistant';
import { buildSite } from '../../../src/site/site';

export const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', '..', 'content'));
export const data = assistantData(buildSite(corpus, '2026-11-23'));
/** The day that stands for a date not given. */
export const TODAY = '2026-11-25';
