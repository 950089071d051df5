/**
 * The "which text applied?" form on the editions page: body + date → the
 * text in force, with a link to it. The rule and the words are in
 * src/site/in-force-lookup.ts; this only reads the form and writes the
 * answer. A submitted form (no script) lands on the page with ?body=&date=,
 * which is answered on load.
 */
import { answer, answerSegments } from '../site/in-force-lookup';
import type { LookupData } from '../site/in-force-rule';

export function attachInForceForm(form: HTMLFormElement, data: LookupData): void {
  const body = form.querySelector<HTMLSelectElement>('select[name="body"]');
  const date = form.querySelector<HTMLInputElement>('input[name="date"]');
  const error = form.querySelector<HTMLElement>('[data-error]');
  const out = form.querySelector<HTMLElement>('[data-answer]');
  if (!body || !date || !error || !out) return;
  const hint = date.getAttribute('aria-describedby') ?? '';
  error.id ||= 'if-error';

  const show = (bodyId: string, typed: string): boolean => {
    const a = answer(data, bodyId, typed);
    if (a.kind === 'bad-date' || a.kind === 'unknown-body') {
      out.replaceChildren();
      delete out.dataset['result'];
      error.textContent = a.message;
      error.hidden = false;
      if (a.kind === 'bad-date') {
        date.setAttribute('aria-invalid', 'true');
        date.setAttribute('aria-describedby', `${error.id} ${hint}`.trim());
      }
      return false;
    }
    error.hidden = true;
    error.textContent = '';
    date.removeAttribute('aria-invalid');
    date.setAttribute('aria-describedby', hint);
    out.replaceChildren(
      ...answerSegments(a, data.today).map((s) => {
        if (typeof s === 'string') return document.createTextNode(s);
        const link = document.createElement('a');
        link.href = s.href;
        link.textContent = s.text;
        return link;
      }),
    );
    // What was answered, for tests and styles: an edition id, "earlier" or "no-dates".
    out.dataset['result'] = a.kind === 'text' ? a.edition.id : a.kind;
    return true;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (show(body.value, date.value)) {
      const query = new URLSearchParams({ body: body.value, date: date.value.trim() });
      history.replaceState(null, '', `${location.pathname}?${query.toString()}#${form.id}`);
    }
  });

  // Arrived with a question (a form submitted without script, or a shared link): answer it.
  const params = new URLSearchParams(location.search);
  const askedBody = params.get('body');
  const askedDate = params.get('date');
  if (askedBody === null && askedDate === null) return;
  // The body's id in any case (?body=acbl): the select holds the registry's ids, which are upper case.
  const known = askedBody?.trim().toUpperCase();
  if (known !== undefined && [...body.options].some((o) => o.value === known)) body.value = known;
  if (askedDate !== null) date.value = askedDate;
  show(askedBody ?? body.value, askedDate ?? date.value);
}
