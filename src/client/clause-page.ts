/** A clause page: opens what its address points to, and loads folded guidance passages and rulings when opened. */
import { loadPassagesWhenOpened } from './passage-loader';
import { loadRulingsWhenOpened } from './rulings-loader';
// A passage or a text reached by its address (#zone7-2008-law-27b1b, #w-2007) opens, with the folded group around it;
// a section whose words are folded under its heading (#rulings) opens its fold.
function openTarget(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  let opened = false;
  const fold = target?.querySelector<HTMLDetailsElement>(':scope > details[data-section-fold]');
  if (fold && !fold.open) fold.open = opened = true;
  for (let d = target?.closest('details'); d; d = d.parentElement?.closest('details')) {
    if (!d.open) {
      d.open = true;
      opened = true;
    }
  }
  if (opened) target?.scrollIntoView();
}
openTarget();
window.addEventListener('hashchange', openTarget);
loadPassagesWhenOpened();
loadRulingsWhenOpened();
