/**
 * axe on one page of each kind at one width: each kind has one template, so
 * one page shows its faults. The assistant and the calculator are scanned
 * here as they open, and in their own files in each of their states.
 */
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { onePageOfEachKind } from '../build/site';
import { axeViolations, useSession } from './browser';

/** Declares one test per page kind: no axe violation at `width` px. Call at the top level of a test file. */
export function scanEachKind(width: number): void {
  const session = useSession();
  // One page for every scan of the file: each visit is a fresh document, and a new page would cost a new
  // renderer process each time.
  let shared: Page | undefined;
  const page = async () => (shared ??= (await session().newPage({ width, height: 900 })).page);
  afterAll(async () => {
    await shared?.context().close();
  });
  it.each(onePageOfEachKind().map(({ kind, url }) => [kind, url] as const))(`%s (%s) has no axe violations at ${String(width)}px`, async (_kind, url) => {
    const p = await page();
    await p.goto(url);
    expect(await axeViolations(p)).toEqual([]);
  });
}
