/**
 * The filter of /precedents/: by clause, edition and source. The page is a
 * list grouped by clause that works without this; the script shows the
 * form and hides what does not match (a group left empty, too).
 */
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-precedent-filter]')) {
  const groups = [...document.querySelectorAll<HTMLElement>('[data-clause-group]')];
  const count = form.querySelector<HTMLElement>('[data-filter-count]');
  const value = (name: string) => form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.value ?? '';
  const apply = (): void => {
    const clause = value('clause');
    const edition = value('edition');
    const source = value('source');
    const shown = new Set<string>();
    for (const g of groups) {
      let any = false;
      for (const li of g.querySelectorAll<HTMLElement>('li[data-precedent]')) {
        const ok =
          (clause === '' || g.dataset['clauseGroup'] === clause) &&
          (edition === '' || li.dataset['edition'] === edition) &&
          (source === '' || li.dataset['source'] === source);
        li.hidden = !ok;
        if (ok) {
          any = true;
          shown.add(li.dataset['precedent'] ?? '');
        }
      }
      g.hidden = !any;
    }
    if (count)
      count.textContent =
        clause === '' && edition === '' && source === ''
          ? ''
          : `${shown.size} ruling${shown.size === 1 ? '' : 's'} match.`;
  };
  form.addEventListener('change', apply);
  form.addEventListener('submit', (e) => e.preventDefault());
  form.hidden = false;
}
