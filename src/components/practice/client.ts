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

export function setupPractice(): void {
  const root = document.querySelector<HTMLElement>('[data-practice]');
  if (root === null) return;
  const data = JSON.parse(root.dataset['practiceData'] ?? '{}') as ScriptData;
  const ids = data.cases.map((c) => c.id);
  const q = <T extends Element>(sel: string) => root.querySelector<T>(sel);
  const form = q<HTMLFormElement>('[data-form]')!;
  const result = q<HTMLElement>('[data-result]')!;
  const summary = q<HTMLElement>('[data-summary]')!;
  const feedback = q<HTMLUListElement>('[data-feedback]')!;
  const problem = q<HTMLElement>('[data-form-problem]')!;
  const alert = q<HTMLElement>('[data-alert]')!;
  const scoreEl = q<HTMLElement>('[data-score]')!;
  const reset = q<HTMLButtonElement>('[data-action="reset"]')!;
  const nextWrap = q<HTMLElement>('[data-next-wrap]')!;
  const linkWrap = q<HTMLElement>('[data-case-link]')!;
  const link = q<HTMLAnchorElement>('[data-case-href]')!;
  const label = (clause: string) => data.labels[clause] ?? clause;
  let score = loadScore();
  let current: string | null = null;

  /** The site's ruling hooks on the rulings of the case revealed, and on no other. */
  const showRulings = (revealed: HTMLElement | null) => {
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
  };

  const showScore = () => {
    const s = summarise(score, ids);
    scoreEl.textContent = scoreLine(s);
    reset.hidden = s.answered === 0;
  };

  const deal = (id: string, focus: boolean) => {
    current = id;
    for (const el of root.querySelectorAll<HTMLElement>('[data-case], [data-reveal]')) {
      el.hidden = (el.dataset['case'] ?? el.dataset['reveal']) !== id;
    }
    showRulings(null);
    form.reset();
    form.hidden = false;
    for (const f of form.querySelectorAll('fieldset')) f.disabled = false;
    problem.hidden = true;
    result.hidden = true;
    nextWrap.hidden = true;
    const address = new URL(location.href);
    address.searchParams.set('case', id);
    history.replaceState(null, '', address.pathname + address.search + address.hash);
    link.href = address.pathname + address.search;
    link.textContent = address.href;
    linkWrap.hidden = false;
    if (focus) root.querySelector<HTMLElement>(`[data-case="${CSS.escape(id)}"] [data-case-heading]`)?.focus();
  };

  const dealNext = (focus: boolean) => {
    const id = pickCase(ids, score, current, Math.random());
    if (id !== null) deal(id, focus);
  };

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
    const c = data.cases.find((x) => x.id === current);
    if (c === undefined) return;
    const a = answer();
    const open = unanswered(a);
    if (open.length > 0) {
      problem.textContent = `Answer every question first: ${open.map((f) => QUESTION_WORDS[f]).join(', ')}.`;
      problem.hidden = false;
      form.querySelector<HTMLInputElement>(`[data-field="${open[0]}"] input`)?.focus();
      return;
    }
    problem.hidden = true;
    const results = compareAnswer(c.key, a);
    feedback.replaceChildren(
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
    showRulings(reveal);
    score = withResult(score, c.id, results);
    saveScore(score);
    showScore();
    result.hidden = false;
    nextWrap.hidden = false;
    summary.textContent = summaryText(results);
    q<HTMLElement>('#pr-result-h')?.focus();
  });

  q('[data-action="next"]')?.addEventListener('click', () => dealNext(true));
  reset.addEventListener('click', () => {
    score = readScore(null);
    saveScore(score);
    showScore();
    scoreEl.textContent = `Score cleared. ${scoreEl.textContent}`;
    q<HTMLButtonElement>('[data-action="next"]')?.focus();
  });
  // A case chosen from the list is dealt in place (the link is its address, for opening elsewhere).
  root.addEventListener('click', (event) => {
    const a = (event.target as Element).closest<HTMLAnchorElement>('[data-case-choice]');
    if (a === null || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    deal(a.dataset['caseChoice'] ?? '', true);
  });

  showScore();
  const wanted = new URLSearchParams(location.search).get('case');
  if (wanted !== null && ids.includes(wanted)) {
    deal(wanted, false);
  } else {
    if (wanted !== null) {
      alert.textContent = `There is no case “${wanted}” here; another case has been dealt. The cases are listed under “Every case” below.`;
      alert.hidden = false;
    }
    dealNext(false);
  }
}
