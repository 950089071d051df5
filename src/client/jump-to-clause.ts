/** The "go to a clause" form. */
import { jumpTo, type ClauseIndex } from '../site/clause-jump';

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-jump]')) {
  const index = JSON.parse(form.dataset['index'] ?? '{}') as ClauseIndex;
  const input = form.querySelector<HTMLInputElement>('input[name="clause"]');
  const select = form.querySelector<HTMLSelectElement>('select[name="edition"]');
  const status = form.querySelector<HTMLElement>('.jump-status');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!input || !select || !status) return;
    const jump = jumpTo(input.value, index, select.value);
    if (jump.ok) location.assign(jump.url);
    else if (jump.reason === 'law-not-here') status.textContent = `Law ${jump.law} is not in this knowledge base yet.`;
    else if (jump.reason === 'no-such-clause')
      status.textContent = `Law ${jump.law} has no clause ${jump.clause} in any text.`;
    else status.textContent = 'Type a clause such as 27B1(b), B1b or "law 27 b1b 2017".';
  });
}
