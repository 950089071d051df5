/**
 * Words that carry no topic of their own, left out when no page has every
 * word of a question ("can partner still bid after the insufficient bid is
 * corrected"), and not needed for a section to be named by a question ("what
 * is a comparable call", hits.ts). Not "not", "no", "must", "may": the law's rules turn on them.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the of to in on at by for from with about into onto over under and or but if then than so as ' +
    'is are was were be been being am do does did done can could would should will shall might ' +
    'i me my we our you your he him his she her it its they them their this that these those there here ' +
    'what whats which who whom whose when where why how happens happen happened ' +
    'after before still just also any some ever again yet already now then very really ' +
    'get gets got let lets want wants please tell know need needs'
  ).split(' '),
);
