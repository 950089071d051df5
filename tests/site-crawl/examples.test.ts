/**
 * Every example page's auction widget, started by keyboard on a phone: for
 * every Law 27 example, the engine agrees in the widget with each verdict of
 * the source; a call out of rotation has no bidding box and no Law 27
 * ruling. `npm test` does one example of each kind
 * (tests/browser/auction-widget.test.ts); the engine against every verdict
 * without a browser: tests/bridge/examples.test.ts.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadExamples } from '../../src/model/examples';
import { useSession } from '../browser/browser';
import { outOfRotationWidget, widgetVerdictsDisagreeing } from '../browser/widget';

const { examples } = loadExamples(path.resolve(import.meta.dirname, '..', '..', 'content', 'examples'));

const s = useSession();

describe('every example page', () => {
  it('has examples of both kinds to sweep', () => {
    expect(examples.filter((e) => e.kind === 'insufficient-bid').length).toBeGreaterThan(1);
    expect(examples.filter((e) => e.kind === 'call-out-of-rotation').length).toBeGreaterThan(1);
  });

  it.each(examples.filter((e) => e.kind === 'insufficient-bid').map((e) => [e.id, e] as const))(
    '%s: the engine agrees with each verdict of the source, in the widget',
    async (_id, example) => {
      expect(await widgetVerdictsDisagreeing(await s().page(), example)).toEqual([]);
    },
  );

  it.each(examples.filter((e) => e.kind === 'call-out-of-rotation').map((e) => e.id))(
    '%s: a call out of rotation has no bidding box and no Law 27 ruling',
    async (id) => {
      expect(await outOfRotationWidget(await s().page(), id)).toEqual({ boxes: 0, rulings: 0, note: true });
    },
  );
});
