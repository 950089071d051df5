/** Every page's footer, and so every printout, names the page's full address. */
for (const el of document.querySelectorAll('.page-url')) el.textContent = location.origin + location.pathname;
