/**
 * The practice page's script: deals a case (`?case=<id>`, else one not yet
 * answered on this device), reads the reader's ruling, compares it with the
 * case's key (score.ts), shows how the case was ruled, and keeps the score in
 * localStorage (this device only). Everything it shows is in the page.
 */
import type { AnswerKey, PracticeField } from '../../site/practice';
import {
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

interface ScriptData {
  readonly cases: readonly { readonly id: string; readonly key: AnswerKey }[];
  readonly labels: Readonly<Record<string, string>>;
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
    return readScore(null); // storage blocked: the score lasts as long as the page
  }
}

function saveScore(score: Score): void {
  try {
    localStorage.setItem(SCORE_KEY, JSON.stringify(score));
  } catch {
    // Storage blocked or full: the score is still shown for this visit.
  }
}

/** The parts of the practice page the script uses, and what it keeps from one event to the next. */
interface PracticePage {
  readonly root: HTMLElement;
  readonly data: ScriptData;
  readonly ids: readonly string[];
  readonly form: HTMLFormElement;
  readonly result: HTMLElement;
  readonly summary: HTMLElement;
  readonly feedback: HTMLUListElement;
  readonly problem: HTMLElement;
  readonly alert: HTMLElement;
  readonly scoreEl: HTMLElement;
  readonly reset: HTMLButtonElement;
  readonly nextWrap: HTMLElement;
  readonly linkWrap: HTMLElement;
  readonly link: HTMLAnchorElement;
  score: Score;
  /** The id of the case dealt. */
  current: string | null;
}

function findPage(root: HTMLElement): PracticePage {
  const data = JSON.parse(root.dataset['practiceData'] ?? '{}') as ScriptData;
  const q = <T extends Element>(sel: string) => root.querySelector<T>(sel);
  return {
    root,
    data,
    ids: data.cases.map((c) => c.id),
    form: q<HTMLFormElement>('[data-form]')!,
    result: q<HTMLElement>('[data-result]')!,
    summary: q<HTMLElement>('[data-summary]')!,
    feedback: q<HTMLUListElement>('[data-feedback]')!,
    problem: q<HTMLElement>('[data-form-problem]')!,
    alert: q<HTMLElement>('[data-alert]')!,
    scoreEl: q<HTMLElement>('[data-score]')!,
    reset: q<HTMLButtonElement>('[data-action="reset"]')!,
    nextWrap: q<HTMLElement>('[data-next-wrap]')!,
    linkWrap: q<HTMLElement>('[data-case-link]')!,
    link: q<HTMLAnchorElement>('[data-case-href]')!,
    score: loadScore(),
    current: null,
  };
}

/** The site's ruling hooks on the rulings of the case revealed, and on no other. */
function showRulings(root: HTMLElement, revealed: HTMLElement | null): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-reveal] [data-clause]')) {
    const on = revealed !== null && revealed.contains(el);
    if (on) {
      el.dataset['rulingClause'] = el.dataset['clause'];
      el.dataset['rulingEdition'] = el.dataset['edition'];
    } else {
      delete el.dataset['rulingClause'];
      delete el.dataset['rulingEdition'];
    }
  }
}

function showScore(page: PracticePage): void {
  const s = summarise(page.score, page.ids);
  page.scoreEl.textContent = scoreLine(s);
  page.reset.hidden = s.answered === 0;
}

function deal(page: PracticePage, id: string, focus: boolean): void {
  const { root, form, link } = page;
  page.current = id;
  for (const el of root.querySelectorAll<HTMLElement>('[data-case], [data-reveal]')) {
    el.hidden = (el.dataset['case'] ?? el.dataset['reveal']) !== id;
  }
  showRulings(root, null);
  form.reset();
  form.hidden = false;
  for (const f of form.querySelectorAll('fieldset')) f.disabled = false;
  page.problem.hidden = true;
  page.result.hidden = true;
  page.nextWrap.hidden = true;
  const address = new URL(location.href);
  address.searchParams.set('case', id);
  history.replaceState(null, '', address.pathname + address.search + address.hash);
  link.href = address.pathname + address.search;
  link.textContent = address.href;
  page.linkWrap.hidden = false;
  if (focus) root.querySelector<HTMLElement>(`[data-case="${CSS.escape(id)}"] [data-case-heading]`)?.focus();
}

function dealNext(page: PracticePage, focus: boolean): void {
  const id = pickCase(page.ids, page.score, page.current, Math.random());
  if (id !== null) deal(page, id, focus);
}

/** The reader's ruling as the form holds it (null for a question not answered). */
function readAnswer(form: HTMLFormElement): Answer {
  const value = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? null;
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
}

/** The reader's ruling compared with the case's key: what was right, how the case was ruled, the score. */
function checkAnswer(page: PracticePage): void {
  const { root, form } = page;
  const c = page.data.cases.find((x) => x.id === page.current);
  if (c === undefined) return;
  const a = readAnswer(form);
  const open = unanswered(a);
  if (open.length > 0) {
    page.problem.textContent = `Answer every question first: ${open.map((f) => QUESTION_WORDS[f]).join(', ')}.`;
    page.problem.hidden = false;
    form.querySelector<HTMLInputElement>(`[data-field="${open[0]}"] input`)?.focus();
    return;
  }
  page.problem.hidden = true;
  const label = (clause: string) => page.data.labels[clause] ?? clause;
  const results = compareAnswer(c.key, a);
  page.feedback.replaceChildren(
    ...results.map((r) => {
      const li = document.createElement('li');
      li.dataset['right'] = String(r.right);
      li.dataset['field'] = r.field;
      li.textContent = resultText(r, label);
      return li;
    }),
  );
  const reveal = root.querySelector<HTMLElement>(`[data-reveal="${CSS.escape(c.id)}"]`);
  for (const r of results) {
    const cell = reveal?.querySelector<HTMLElement>(`[data-row="${r.field}"] [data-yours]`);
    if (cell) {
      cell.textContent = `${typeof r.given === 'boolean' ? (r.given ? 'Yes' : 'No') : label(r.given)} (${r.right ? 'right' : 'differs'})`;
      cell.dataset['right'] = String(r.right);
    }
  }
  for (const f of form.querySelectorAll('fieldset')) f.disabled = true;
  showRulings(root, reveal);
  page.score = withResult(page.score, c.id, results);
  saveScore(page.score);
  showScore(page);
  page.result.hidden = false;
  page.nextWrap.hidden = false;
  page.summary.textContent = summaryText(results);
  root.querySelector<HTMLElement>('#pr-result-h')?.focus();
}

function resetScore(page: PracticePage): void {
  page.score = readScore(null);
  saveScore(page.score);
  showScore(page);
  page.scoreEl.textContent = `Score cleared. ${page.scoreEl.textContent}`;
  page.root.querySelector<HTMLButtonElement>('[data-action="next"]')?.focus();
}

export function setupPractice(): void {
  const root = document.querySelector<HTMLElement>('[data-practice]');
  if (root === null) return;
  const page = findPage(root);
  page.form.addEventListener('submit', (event) => {
    event.preventDefault();
    checkAnswer(page);
  });
  root.querySelector('[data-action="next"]')?.addEventListener('click', () => dealNext(page, true));
  page.reset.addEventListener('click', () => resetScore(page));
  // A case chosen from the list is dealt in place (the link is its address, for opening elsewhere).
  root.addEventListener('click', (event) => {
    const a = (event.target as Element).closest<HTMLAnchorElement>('[data-case-choice]');
    if (a === null || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    deal(page, a.dataset['caseChoice'] ?? '', true);
  });

  showScore(page);
  const wanted = new URLSearchParams(location.search).get('case');
  if (wanted !== null && page.ids.includes(wanted)) {
    deal(page, wanted, false);
  } else {
    if (wanted !== null) {
      page.alert.textContent = `There is no case “${wanted}” here; another case has been dealt. The cases are listed under “Every case” below.`;
      page.alert.hidden = false;
    }
    dealNext(page, false);
  }
}
