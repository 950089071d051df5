/**
 * The calculator's elements, found once, and two small DOM helpers. Every
 * element the calculator script touches is here, by the `data-…` hook or id
 * the markup (./Calculator.astro) gives it.
 */

/** The element matching `selector` under `root`; a missing one is a bug in the markup, and says which. */
export function must<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`calculator: missing ${selector}`);
  return found;
}

/** A new element with text (never HTML) and a class. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className !== undefined) node.className = className;
  return node;
}

export interface CalculatorElements {
  readonly root: HTMLElement;
  /** The outcome row template. */
  readonly template: HTMLTemplateElement;
  readonly form: HTMLFormElement;
  readonly rowsList: HTMLOListElement;
  readonly vulnerability: HTMLSelectElement;
  readonly average: HTMLInputElement;
  readonly top: HTMLInputElement;
  readonly otherTable: HTMLInputElement;
  readonly nonOffending: HTMLSelectElement;
  readonly addButton: HTMLButtonElement;
  /** "The form holds at most twelve outcomes." */
  readonly maxNote: HTMLElement;
  /** The sum of the weights. */
  readonly sum: HTMLElement;
  readonly status: HTMLElement;
  readonly advice: HTMLElement;
  /** The working and the award. */
  readonly detail: HTMLElement;
  /** What could not be read from the address. */
  readonly linkNotes: HTMLElement;
  readonly link: HTMLInputElement;
  readonly printLink: HTMLElement;
  /** The polite live region for what the buttons did. */
  readonly announcer: HTMLElement;
}

export function findElements(root: HTMLElement, template: HTMLTemplateElement): CalculatorElements {
  const form = must<HTMLFormElement>(root, 'form[data-form]');
  return {
    root,
    template,
    form,
    rowsList: must(root, '[data-rows]'),
    vulnerability: must(form, '#calc-vul'),
    average: must(form, '#calc-avg'),
    top: must(form, '#calc-top'),
    otherTable: must(form, '#calc-other'),
    nonOffending: must(form, '#calc-nos'),
    addButton: must(root, '[data-action="add"]'),
    maxNote: must(root, '[data-max]'),
    sum: must(root, '[data-sum]'),
    status: must(root, '[data-status]'),
    advice: must(root, '[data-advice]'),
    detail: must(root, '[data-detail]'),
    linkNotes: must(root, '[data-link-notes]'),
    link: must(root, '[data-link]'),
    printLink: must(root, '[data-print-link]'),
    announcer: must(root, '[data-announce]'),
  };
}
