/** The editions page: the "which text applied on a date" form. */
import { attachInForceForm } from './in-force-form';

const data = document.querySelector<HTMLScriptElement>('script[data-in-force-data]');
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-in-force]')) {
  if (data?.textContent) attachInForceForm(form, JSON.parse(data.textContent));
}
