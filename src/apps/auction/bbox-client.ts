/**
 * The bidding box in the browser: one tab stop (roving tabindex), arrow keys
 * to move (left/right one call, up/down one level), Home/End, and a
 * callback when a call is chosen.
 */
export interface BiddingBoxControl {
  /** Mark `call` as chosen (select mode), or none. */
  select(call: string | null): void;
  /** Mark calls that are not legal here (dashed border and words). */
  setLegal(isLegal: (call: string) => boolean, note?: string): void;
  show(visible: boolean): void;
  readonly root: HTMLElement;
}

export function setupBiddingBox(root: HTMLElement, onChoose: (call: string) => void): BiddingBoxControl {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-call]')];
  const selectMode = root.dataset['mode'] === 'select';
  const focusAt = (i: number): void => {
    const target = buttons[Math.max(0, Math.min(buttons.length - 1, i))];
    if (target === undefined) return;
    for (const b of buttons) b.tabIndex = b === target ? 0 : -1;
    target.focus();
  };
  root.addEventListener('keydown', (event) => {
    const current = buttons.indexOf(event.target as HTMLButtonElement);
    if (current < 0) return;
    let next: number | null = null;
    // Bids are 5 to a row (35 of them); Pass, Dbl, Rdbl form the last row.
    const inBids = current < 35;
    switch (event.key) {
      case 'ArrowRight':
        next = current + 1;
        break;
      case 'ArrowLeft':
        next = current - 1;
        break;
      case 'ArrowDown':
        next = inBids
          ? current + 5 < 35
            ? current + 5
            : 35 + Math.min(2, Math.floor(((current % 5) * 3) / 5))
          : current;
        break;
      case 'ArrowUp':
        next = inBids ? current - 5 : 30 + Math.round(((current - 35) * 5) / 3);
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = buttons.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    if (next >= 0 && next < buttons.length) focusAt(next);
  });
  root.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-call]');
    if (button === null || !root.contains(button)) return;
    for (const b of buttons) b.tabIndex = b === button ? 0 : -1;
    onChoose(button.dataset['call'] ?? '');
  });
  return {
    root,
    select(call) {
      if (!selectMode) return;
      for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset['call'] === call));
      const chosen = buttons.find((b) => b.dataset['call'] === call);
      if (chosen !== undefined && !root.contains(document.activeElement)) {
        for (const b of buttons) b.tabIndex = b === chosen ? 0 : -1;
      }
    },
    setLegal(isLegal, note = 'not a legal call here') {
      for (const b of buttons) {
        const legal = isLegal(b.dataset['call'] ?? '');
        b.dataset['legal'] = String(legal);
        const span = b.querySelector('.bbox-note');
        if (span !== null) span.textContent = legal ? '' : `, ${note}`;
      }
    },
    show(visible) {
      root.hidden = !visible;
    },
  };
}
