/**
 * Saving the site for offline use, as the service worker tells the pages
 * (src/service-worker/sw.ts) and the pages show it
 * (src/client/offline-progress.ts): the message's shape and the words.
 * Pure: runs in the worker and the tests; a page imports only its types and
 * `isSaveStatus`.
 *
 * The worker saves in two stages (src/site/offline-stages.ts): first what
 * rules at the table, then the rest. It keeps what it saved when the
 * network goes, says so ("paused"), and goes on from there when a page asks
 * it again (a page opened, the connection back).
 */

/** Files and bytes saved of a stage, or of the whole site. */
export interface SavedCount {
  files: number;
  totalFiles: number;
  bytes: number;
  totalBytes: number;
}

export interface SaveCounts {
  /** saving: files are being fetched; paused: a file could not be fetched (the network went); done: all saved. */
  state: 'saving' | 'paused' | 'done';
  /** Stage 1, what rules at the table. */
  table: SavedCount;
  /** Every file, stage 1 included. */
  all: SavedCount;
}

/**
 * What the worker tells the pages: the counts, and the words to show, made
 * here (in the worker) so that no page carries them: as they are, and as
 * they are when the browser says it is offline before the worker has found
 * out.
 */
export interface SaveStatus extends SaveCounts {
  type: 'SAVE_STATUS';
  /** Whether what rules at the table is saved. */
  tableReady: boolean;
  /** Whether every file is saved. */
  allSaved: boolean;
  words: { online: SaveWords; offline: SaveWords };
}

export function saveStatus(counts: SaveCounts): SaveStatus {
  return {
    type: 'SAVE_STATUS',
    ...counts,
    tableReady: complete(counts.table),
    allSaved: counts.state === 'done' && complete(counts.all),
    words: { online: saveWords(counts, true), offline: saveWords(counts, false) },
  };
}

/** What a page asks of the worker: its status, and that it go on saving what is missing. */
export const SAVE_REQUEST = { type: 'SAVE' } as const;

export function isSaveStatus(data: unknown): data is SaveStatus {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SAVE_STATUS';
}

export const complete = (c: SavedCount): boolean => c.files >= c.totalFiles;

const MB = 1024 * 1024;
/** "0.8 MB", "2.4 MB"; under 0.1 MB, "0.1 MB". */
const mb = (bytes: number): string => `${Math.max(0.1, bytes / MB).toFixed(1)} MB`;

/** "42 of 160 files · 0.8 of 2.4 MB". */
export function counted(c: SavedCount): string {
  return `${c.files} of ${c.totalFiles} files · ${mb(c.bytes).replace(/ MB$/, '')} of ${mb(c.totalBytes)}`;
}

/** The words of the save's bar at the bottom of the window, and the count beside them. */
export interface SaveWords {
  message: string;
  count: string;
}

export const READY_FOR_RULINGS = 'Ready for rulings offline.';
export const ALL_SAVED = 'Saved: this site now works offline.';

/**
 * What the page says of a status. `online` is the browser's word on the
 * network, which may say "paused" before the worker has found out.
 */
export function saveWords(status: SaveCounts, online: boolean): SaveWords {
  const tableDone = complete(status.table);
  if (status.state === 'done' && complete(status.all))
    return { message: ALL_SAVED, count: `${status.all.totalFiles} files · ${mb(status.all.totalBytes)}` };
  const paused = status.state === 'paused' || !online;
  if (!tableDone) {
    return paused
      ? {
          message: `Saving for offline use paused at ${status.table.files} of the ${status.table.totalFiles} files rulings need. It goes on when you are back online.`,
          count: counted(status.table),
        }
      : {
          message: 'Saving the texts in force, the clause pages, search and the assistant for offline use…',
          count: counted(status.table),
        };
  }
  const at = `${status.all.files} of ${status.all.totalFiles}`;
  return paused
    ? {
        message: `${READY_FOR_RULINGS} Saving the rest paused at ${at} files. It goes on when you are back online.`,
        count: counted(status.all),
      }
    : {
        message: `${READY_FOR_RULINGS} Saving the rest (older texts, guidance, examples, precedents, practice)…`,
        count: counted(status.all),
      };
}
