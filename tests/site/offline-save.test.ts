/**
 * Saving for offline use: which addresses are saved first (what rules at the
 * table), and what the page says of each state of the save — never "ready"
 * before it is, and a stalled save says so and when it goes on.
 */
import { describe, expect, it } from 'vitest';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { textInForce } from '../../src/model/in-force';
import { ALL_SAVED, READY_FOR_RULINGS, saveStatus, saveWords, type SaveCounts } from '../../src/site/offline-save';
import { offlineStage, stageFacts, type StageFacts } from '../../src/site/offline-stages';

const facts: StageFacts = { editions: ['2007', '2008-03', '2017'], inForce: ['2017'], laws: [27] };

describe('offlineStage', () => {
  it('saves first the texts in force, every clause page, the law page, search, the code and the tools', () => {
    for (const address of [
      '/',
      '/laws/',
      '/laws/27/',
      '/laws/27/2017/',
      '/laws/27/B1b/',
      '/laws/27/B1b/rulings.json',
      '/laws/27/footnote/',
      '/assistant/',
      '/tools/adjusted-score/',
      '/editions/',
      '/offline/',
      '/404.html',
      '/manifest.webmanifest',
      '/pagefind/pagefind.js',
      '/pagefind/fragment/en_123.pf_fragment',
      '/search/clause-index.json',
      '/_astro/search-client.abc.js',
      '/icons/icon.svg',
      '/icons/icon-192.png',
    ])
      expect(offlineStage(address, facts), address).toBe(1);
  });

  it('leaves the rest for later: older texts, comparisons, laws only mentioned, guidance, examples, precedents, practice, embeds, data', () => {
    for (const address of [
      '/laws/27/2007/',
      '/laws/27/2008-03/',
      '/laws/27/compare/2007...2017/',
      '/laws/27/2007/rulings.json',
      '/laws/16/',
      '/guidance/zone7-2008/',
      '/examples/x/',
      '/precedents/',
      '/precedents/y/',
      '/practice/',
      '/practice/cases.json',
      '/embed/laws/27/2017/B1b/',
      '/data/annotations.json',
      '/feed.xml',
      '/changes/2007/',
      '/verdicts/',
      '/icons/icon-512.png',
    ])
      expect(offlineStage(address, facts), address).toBe(2);
  });

  it('takes the texts in force from the registry: every text in force for some body today', () => {
    const corpus = loadCorpusOrThrow('content');
    const today = '2026-11-28';
    const got = stageFacts(corpus, today);
    const expected = new Set(corpus.bodies.map((b) => textInForce(corpus.editions, b.id, today)?.id).filter(Boolean));
    expect(new Set(got.inForce)).toEqual(expected);
    expect(got.inForce.length).toBeGreaterThan(0);
    // A body still on an older text keeps that text in the first stage.
    const older = stageFacts(corpus, '2009-01-01');
    expect(older.inForce).not.toEqual(got.inForce);
  });
});

const count = (files: number, totalFiles: number) => ({
  files,
  totalFiles,
  bytes: files * 10_000,
  totalBytes: totalFiles * 10_000,
});
const status = (state: SaveCounts['state'], table: number, all: number): SaveCounts => ({
  state,
  table: count(table, 140),
  all: count(all, 360),
});

describe('saveWords', () => {
  it('says what is being saved first, then that rulings work offline while the rest is saved, then that all is', () => {
    expect(saveWords(status('saving', 40, 40), true).message).toBe(
      'Saving the texts in force, the clause pages, search and the assistant for offline use…',
    );
    expect(saveWords(status('saving', 40, 40), true).count).toBe('40 of 140 files · 0.4 of 1.3 MB');
    const rest = saveWords(status('saving', 140, 200), true);
    expect(rest.message.startsWith(READY_FOR_RULINGS)).toBe(true);
    expect(rest.count).toMatch(/^200 of 360 files/);
    expect(saveWords(status('done', 140, 360), true).message).toBe(ALL_SAVED);
  });

  it('says a save paused, where, and that it goes on, whether the worker or the browser found out first', () => {
    expect(saveWords(status('paused', 87, 87), true).message).toBe(
      'Saving for offline use paused at 87 of the 140 files rulings need. It goes on when you are back online.',
    );
    expect(saveWords(status('saving', 87, 87), false).message).toMatch(/^Saving for offline use paused at 87 /);
    expect(saveWords(status('paused', 140, 250), true).message).toBe(
      `${READY_FOR_RULINGS} Saving the rest paused at 250 of 360 files. It goes on when you are back online.`,
    );
  });

  it('never says ready before what rulings need is saved, nor saved before every file is', () => {
    for (const state of ['saving', 'paused', 'done'] as const)
      for (const online of [true, false]) {
        expect(saveWords(status(state, 139, 139), online).message).not.toContain('Ready');
        expect(saveWords(status(state, 140, 359), online).message).not.toBe(ALL_SAVED);
      }
  });
});

describe('saveStatus', () => {
  it('tells the pages whether the rulings and everything are saved, with the words for online and offline', () => {
    const half = saveStatus(status('saving', 140, 200));
    expect([half.type, half.tableReady, half.allSaved]).toEqual(['SAVE_STATUS', true, false]);
    expect(half.words.online.message).toMatch(/^Ready for rulings offline\. Saving the rest \(/);
    expect(half.words.offline.message).toMatch(/^Ready for rulings offline\. Saving the rest paused at 200 of 360/);
    const none = saveStatus(status('paused', 3, 3));
    expect([none.tableReady, none.allSaved]).toEqual([false, false]);
    const all = saveStatus(status('done', 140, 360));
    expect([all.tableReady, all.allSaved, all.words.offline.message]).toEqual([true, true, ALL_SAVED]);
  });
});
