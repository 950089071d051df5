/**
 * The filter of /precedents/: by deciding clause, edition and source. The
 * page is a list grouped by clause, each group's older rulings in a
 * disclosure, that works without this; the script shows the form and hides
 * what does not match (a group left empty, too), opening the disclosures
 * while a filter is set so that every match shows, and closing those it
 * opened when the filter is cleared.
 */
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-precedent-filter]')) {
  const groups = [...document.querySelectorAll<HTMLElement>('[data-clause-group]')];
  const count = form.querySelector<HTMLElement>('[data-filter-count]');
  const opened = new Set<HTMLDetailsElement>();
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
    const filtering = clause !== '' || edition !== '' || source !== '';
    for (const d of document.querySelectorAll<HTMLDetailsElement>('details[data-group-more]')) {
      if (filtering && !d.open) {
        d.open = true;
        opened.add(d);
      } else if (!filtering && opened.has(d)) {
        d.open = false;
        opened.delete(d);
      }
      // A disclosure with no match left in it is hidden while filtering, not shown open and empty.
      d.hidden = filtering && ![...d.querySelectorAll<HTMLElement>('li[data-precedent]')].some((li) => !li.hidden);
    }
    if (count) count.textContent = !filtering ? '' : `${shown.size} ruling${shown.size === 1 ? '' : 's'} match.`;
  };
  form.addEventListener('change', apply);
  form.addEventListener('submit', (e) => e.preventDefault());
  form.hidden = false;
}
