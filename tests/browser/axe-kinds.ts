/**
 * axe on one page of each kind at one width: each kind has one template, so
 * one page shows its faults. The assistant and the calculator are scanned
 * here as they open, and in their own files in each of their states.
 */
import { expect, it } from 'vitest';
import { onePageOfEachKind } from '../build/site';
import { axeViolations, useSession } from './browser';

/** Declares one test per page kind: no axe violation at `width` px. Call at the top level of a test file. */
export function scanEachKind(width: number): void {
  const session = useSession();
  it.each(onePageOfEachKind().map(({ kind, url }) => [kind, url] as const))(
    `%s (%s) has no axe violations at ${String(width)}px`,
    async (_kind, url) => {
      // One page for every scan of the file (session.page): a new page would cost a renderer process each time.
      const p = await session().page({ width, height: 900 });
      await p.goto(url);
      expect(await axeViolations(p)).toEqual([]);
    },
  );
}
