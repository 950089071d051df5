/** Every page's footer, and so every printout, names the page's full address. */
for (const el of document.querySelectorAll('.page-url')) el.textContent = location.origin + location.pathname;
// The clause tools' embed snippets name the embed by its full address.
for (const el of document.querySelectorAll<HTMLElement>('.embed-snippet[data-embed-path]')) {
  const path = el.dataset['embedPath'] ?? '';
  el.textContent = (el.textContent ?? '').replace(`src="${path}"`, `src="${location.origin}${path}"`);
}
