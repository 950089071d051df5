/**
 * What a page with auction widgets carries at first: this loader. The
 * widget's code (widget-client.ts, with the ruling engine) is fetched when
 * a widget comes near the viewport or is touched, and sets up that widget.
 * Until then a widget is its table and the source's verdicts, as without
 * JavaScript.
 */
import { loadOnce, onFirstUse } from '../first-use';

const client = loadOnce(() => import('./widget-client'));

export function loadWidgetsOnUse(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-auction-widget]')) {
    onFirstUse(root, () => void client().then(({ setupWidget }) => setupWidget(root)), { view: true });
  }
}
