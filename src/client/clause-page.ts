/** A clause page: opens what its address points to, and loads folded guidance passages when opened. */
import { loadPassagesWhenOpened } from './passage-loader';
// A passage or a text reached by its address (#zone7-2008-law-27b1b, #w-2007) opens, with the folded group around it.
function openTarget(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  let opened = false;
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
