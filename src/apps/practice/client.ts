/**
 * The practice pages' script, one for both (PracticeShared.astro).
 *
 * On the dealer (/practice/, `data-practice="dealer"`): leads `?case=<id>`,
 * the address published first, on to the case's own page (an id it does not
 * know is named in an alert), marks each listed case answered on this
 * device with its score, and "Deal me a case" goes to a case not yet
 * answered.
 *
 * On a case's page (/practice/<id>/, `data-practice="case"`): reads the
 * reader's ruling, compares it with the case's key (score.ts), shows how the
 * case was ruled, keeps the score in localStorage (this device only, shared
 * by the pages), and "Deal me another case" goes to another case's page.
 * Everything it shows is in the page, but the ids of the other cases (for
 * the score and the next case): /practice/cases.json, fetched (and kept
 * offline by the service worker).
 */
import type { AnswerKey, PracticeField } from '../../site/routes/practice';
import { addresses } from '../../site/addresses';
import { fetchJson } from '../../client/fetch-json';
import { loadOnce, notReached } from '../../client/first-use';
import {
  EMPTY_SCORE,
  SCORE_KEY,
  compareAnswer,
  pickCase,
  readScore,
  resultText,
  scoreLine,
  summarise,
  summaryText,
  unanswered,
  withResult,
  type Answer,
  type Score,
} from './score';

interface CaseData {
  readonly id: string;
  readonly key: AnswerKey;
  readonly labels: Readonly<Record<string, string>>;
}

/** Every case's id (src/pages/practice/cases.json.ts). */
async function fetchCaseIds(): Promise<readonly string[]> {
  const address = addresses.practiceCases();
  const { ids } = (await fetchJson(address)) as { ids?: unknown };
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string'))
    throw new Error(`${address} has no list of case ids`);
  return ids;
}

const QUESTION_WORDS: Readonly<Record<PracticeField, string>> = {
  clause: 'the deciding clause',
  partnerMustPass: 'partner must pass',
  leadRestrictions: 'lead restrictions',
  adjustedScore: 'the adjusted score (27D)',
};

function loadScore(): Score {
  try {
    return readScore(localStorage.getItem(SCORE_KEY));
  } catch {
    return EMPTY_SCORE; // storage blocked: the score lasts as long as the page
  }
}

function saveScore(score: Score): void {
  try {
    localStorage.setItem(SCORE_KEY, JSON.stringify(score));
  } catch {
    // Storage blocked or full: the score is still shown for this visit.
  }
}

/**
 * The score line and its "Clear the score" button; `changed` runs after
 * every change. The line is shown once every case's id is known (`ids`),
 * and then marked `data-ready`; a list that cannot be had is said in it.
 */
function scoreBar(root: HTMLElement, ids: () => Promise<readonly string[]>, changed: (score: Score) => void) {
  const line = root.querySelector<HTMLElement>('[data-score]')!;
  const reset = root.querySelector<HTMLButtonElement>('[data-action="reset"]')!;
  let score = loadScore();
  let known: readonly string[] | null = null;
  const show = () => {
    if (known === null) return;
    const s = summarise(score, known);
    line.textContent = scoreLine(s);
    reset.hidden = s.answered === 0;
    line.dataset['ready'] = '';
    changed(score);
  };
  // Without the list of cases the line says so; the reader's next answer (or a reset) asks for it again.
  const request = (): void => {
    if (known !== null) return;
    ids().then(
      (list) => {
        known = list;
        line.removeAttribute('role');
        show();
      },
      () => {
        line.setAttribute('role', 'alert');
        line.textContent = notReached(
          'The score cannot be shown: the list of cases could not be reached',
          'your next answer tries again',
        );
      },
    );
  };
  request();
  reset.addEventListener('click', () => {
    score = EMPTY_SCORE;
    saveScore(score);
    request();
    show();
    line.textContent = `Score cleared. ${line.textContent}`;
    root.querySelector<HTMLButtonElement>('[data-action="deal"], [data-action="next"]')?.focus();
  });
  show();
  return {
    get: () => score,
    set: (next: Score) => {
      score = next;
      saveScore(score);
      request();
      show();
    },
  };
}

function setupDealer(root: HTMLElement): void {
  const { ids } = JSON.parse(root.dataset['practiceData'] ?? '{}') as { ids: readonly string[] };
  const wanted = new URLSearchParams(location.search).get('case');
  if (wanted !== null && ids.includes(wanted)) {
    location.replace(addresses.practiceCase(wanted));
    return;
  }
  if (wanted !== null) {
    const alert = root.querySelector<HTMLElement>('[data-alert]')!;
    alert.textContent = `There is no case “${wanted}” here. The cases are listed below; “Deal me a case” picks one.`;
    alert.hidden = false;
  }
  const bar = scoreBar(
    root,
    () => Promise.resolve(ids),
    (score) => {
      for (const item of root.querySelectorAll<HTMLElement>('[data-case-item]')) {
        const done = score.cases[item.dataset['caseItem'] ?? ''];
        const state = item.querySelector<HTMLElement>('[data-state]');
        if (state) state.textContent = done === undefined ? '' : `answered: ${done.right} of ${done.of} right`;
      }
    },
  );
  const deal = root.querySelector<HTMLElement>('[data-deal-wrap]')!;
  deal.hidden = false;
  deal.querySelector('button')?.addEventListener('click', () => {
    const id = pickCase(ids, bar.get(), null, Math.random());
    if (id !== null) location.assign(addresses.practiceCase(id));
  });
}

/** "Deal me another case": a case not yet answered; without the list of cases, the dealer (whose list is in its page) deals. */
function dealNext(ids: () => Promise<readonly string[]>, score: Score, current: string): void {
  ids().then(
    (all) => {
      const id = pickCase(all, score, current, Math.random());
      if (id !== null) location.assign(addresses.practiceCase(id));
    },
    () => location.assign(addresses.practice()),
  );
}

function setupCase(root: HTMLElement): void {
  const data = JSON.parse(root.dataset['practiceData'] ?? '{}') as CaseData;
  const q = <T extends Element>(sel: string) => root.querySelector<T>(sel);
  const form = q<HTMLFormElement>('[data-form]')!;
  const result = q<HTMLElement>('[data-result]')!;
  const reveal = q<HTMLElement>('[data-reveal]')!;
  const problem = q<HTMLElement>('[data-form-problem]')!;
  const next = q<HTMLButtonElement>('[data-action="next"]')!;
  const link = q<HTMLAnchorElement>('[data-case-href]')!;
  const label = (clause: string) => data.labels[clause] ?? clause;
  const ids = loadOnce(fetchCaseIds);
  const bar = scoreBar(root, ids, () => undefined);

  link.textContent = link.href; // the address in full, to copy
  form.hidden = false;
  next.hidden = false;
  next.addEventListener('click', () => dealNext(ids, bar.get(), data.id));

  const answer = (): Answer => {
    const value = (name: string) =>
      form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? null;
    const yes = (name: string) => {
      const v = value(name);
      return v === null ? null : v === 'yes';
    };
    return {
      clause: value('clause'),
      partnerMustPass: yes('partnerMustPass'),
      leadRestrictions: yes('leadRestrictions'),
      adjustedScore: yes('adjustedScore'),
    };
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const a = answer();
    const open = unanswered(a);
    if (open.length > 0) {
      problem.textContent = `Answer every question first: ${open.map((f) => QUESTION_WORDS[f]).join(', ')}.`;
      problem.hidden = false;
      form.querySelector<HTMLInputElement>(`[data-field="${open[0]}"] input`)?.focus();
      return;
    }
    problem.hidden = true;
    const results = compareAnswer(data.key, a);
    q<HTMLUListElement>('[data-feedback]')!.replaceChildren(
      ...results.map((r) => {
        const li = document.createElement('li');
        li.dataset['right'] = String(r.right);
        li.dataset['field'] = r.field;
        li.textContent = resultText(r, label);
        return li;
      }),
    );
    for (const r of results) {
      const cell = reveal.querySelector<HTMLElement>(`[data-row="${r.field}"] [data-yours]`);
      if (cell) {
        cell.textContent = `${typeof r.given === 'boolean' ? (r.given ? 'Yes' : 'No') : label(r.given)} (${r.right === null ? 'not scored' : r.right ? 'right' : 'differs'})`;
        cell.dataset['right'] = String(r.right);
      }
    }
    for (const f of form.querySelectorAll('fieldset')) f.disabled = true;
    // The site's ruling hooks, now that the rulings are shown (never on a hidden one).
    for (const el of reveal.querySelectorAll<HTMLElement>('[data-clause]')) {
      el.dataset['rulingClause'] = el.dataset['clause'];
      el.dataset['rulingEdition'] = el.dataset['edition'];
    }
    bar.set(withResult(bar.get(), data.id, results));
    reveal.hidden = false;
    result.hidden = false;
    q<HTMLElement>('[data-summary]')!.textContent = summaryText(results);
    q<HTMLElement>('#pr-result-h')?.focus();
  });
}

export function setupPractice(): void {
  const root = document.querySelector<HTMLElement>('[data-practice]');
  if (root?.dataset['practice'] === 'dealer') setupDealer(root);
  else if (root?.dataset['practice'] === 'case') setupCase(root);
}
