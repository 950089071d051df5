/** The "Copy citation" buttons: the citation and the page's address to the clipboard. */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers or no permission: fall back to a hidden text area.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}
/** The pending clearing of each "Copied". */
const clearing = new WeakMap<HTMLElement, number>();
document.addEventListener('click', async (event) => {
  const button = (event.target as Element | null)?.closest?.('.copy-button');
  const host = button?.closest<HTMLElement>('[data-copy-citation]');
  if (!host) return;
  const text = `${host.dataset['citation']} ${location.origin}${host.dataset['path']}`;
  const status = host.querySelector<HTMLElement>('.copy-status');
  const ok = await copy(text);
  if (!status) return;
  // A second copy restarts the wait; the text to copy by hand, when the browser would not copy it, stays.
  window.clearTimeout(clearing.get(status));
  status.textContent = ok ? 'Copied' : `Copy this: ${text}`;
  if (ok)
    clearing.set(
      status,
      window.setTimeout(() => (status.textContent = ''), 4000),
    );
});
