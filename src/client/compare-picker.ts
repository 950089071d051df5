/** The comparison picker: goes to the comparison of the two texts chosen. */
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-compare-picker]')) {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const a = form.querySelector<HTMLSelectElement>('select[name="a"]')?.value;
    const b = form.querySelector<HTMLSelectElement>('select[name="b"]')?.value;
    const status = form.querySelector<HTMLElement>('.picker-status');
    if (!a || !b || a === b) {
      if (status) status.textContent = 'Choose two different texts.';
      return;
    }
    location.assign((form.dataset['template'] ?? '').replace('A...B', `${a}...${b}`));
  });
}
