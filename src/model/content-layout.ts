/**
 * What the content folder may hold: plain files at the places of the kinds
 * of source (content/README.md), and nothing else. Each kind is read from
 * its own place only (./source-files.ts): an old copy of a guidance document
 * in "guidance/old/" was read as well and its passages replaced the real
 * ones, and a symbolic link brought in whatever it pointed to, outside
 * content/ or back to its own folder (followed 40 levels deep). So the folder
 * is walked once, never following a link, and each entry that is not where
 * a source goes is refused by name: a file or a link anywhere else (every
 * file of a stray folder is named), a link to a folder anywhere. A link at a
 * source's own place is refused by the reader (./source-limits.ts,
 * readSource), as the source it stands for.
 */
import { readdirSync, readlinkSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from './diagnostic';

/** The registries and tables: one file each, at the top of the content folder. */
export const TOP_FILES = [
  'bodies.yaml',
  'editions.yaml',
  'sources.yaml',
  'publications.yaml',
  'renumberings.yaml',
  'change-summaries.yaml',
  'search-terms.yaml',
] as const;

/** The folders of the kinds of source, and the names of their files (a law text one folder down: laws/<law>/<edition>.md). */
export const SOURCE_FOLDERS: Readonly<Record<string, RegExp>> = {
  laws: /^\d{1,3}\/[^/]+\.md$/,
  guidance: /^[^/]+\.md$/,
  examples: /^[^/]+\.ya?ml$/i,
  precedents: /^[^/]+\.ya?ml$/i,
  assessments: /^[^/]+\.ya?ml$/i,
};

/** Why a link is refused, and what to do, wherever it is. */
export const LINK_MESSAGE = 'the content folder holds plain files and folders only, and no link is followed';
export const LINK_FIX = 'replace the link by the file itself, at its place in content/, or remove it';

const PLACES =
  'laws/<law>/<edition>.md, guidance/<id>.md, examples/<id>.yaml, precedents/<id>.yaml, assessments/<id>.yaml or one of ' +
  TOP_FILES.join(', ');

/** Whether `rel` (a path in the content folder, with "/") is where a source, or a README, is read from. */
export function isSourcePlace(rel: string): boolean {
  const [top, ...rest] = rel.split('/');
  if (rest.length === 0) return (TOP_FILES as readonly string[]).includes(top ?? '') || top === 'README.md';
  const inside = rest.join('/');
  const names = SOURCE_FOLDERS[top ?? ''];
  return names !== undefined && (names.test(inside) || /^(?:\d{1,3}\/)?README\.md$/.test(inside));
}

/** Whether `rel` is a folder the kinds of source live in (a law's folder included). */
function isFolderPlace(rel: string): boolean {
  const [top, ...rest] = rel.split('/');
  if (SOURCE_FOLDERS[top ?? ''] === undefined) return false;
  return rest.length === 0 || (top === 'laws' && rest.length === 1 && /^\d{1,3}$/.test(rest[0] ?? ''));
}

/**
 * Every entry of `contentDir` that is not where a source goes, as a
 * diagnostic at 1:1 of its path (`display` shows a path as messages do). A
 * missing folder has none: its absence is reported by what needs it.
 */
export function contentLayout(contentDir: string, display: (file: string) => string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const refuse = (file: string, message: string, fix: string) =>
    out.push({ file: display(file), line: 1, column: 1, message, fix });
  const stack = [''];
  for (let rel = stack.pop(); rel !== undefined; rel = stack.pop()) {
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(contentDir, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
      const file = path.join(contentDir, child);
      if (entry.isSymbolicLink()) {
        // A link where a source is read is refused by the reader, as that source.
        if (isSourcePlace(child)) continue;
        const to = readlinkSync(file);
        refuse(file, `a symbolic link (to "${to}"): ${LINK_MESSAGE}`, LINK_FIX);
      } else if (entry.isDirectory()) {
        if (isFolderPlace(child) || !isSourcePlace(child)) stack.push(child);
      } else if (!isSourcePlace(child)) {
        refuse(
          file,
          entry.isFile()
            ? 'a file where no source goes: it is not read, and the build stops until it is gone'
            : 'not a plain file (a device, a pipe or a socket): the content folder holds plain files only',
          `move it out of content/ (an old copy is kept by git's history), or to where its kind goes: ${PLACES}`,
        );
      }
    }
  }
  return out.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
