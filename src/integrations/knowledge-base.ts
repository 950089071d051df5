/**
 * The site's Astro integration: what `astro build` (= `npm run build`) does
 * besides rendering the pages, in Astro's own hooks.
 *
 * - astro:config:setup: every source is loaded and checked once
 *   (src/model/). Any problem stops the build here, before anything is
 *   written, with every problem of every file listed together, grouped by
 *   file, as `file:line:column: what is wrong — fix: how`. The pages get the
 *   site from the module `virtual:kb/site` (src/site/handoff.ts). In a
 *   build, Astro then writes into a staging folder, .build/stage-<pid>,
 *   never into the output folder itself.
 * - astro:build:done: the search index (Pagefind), then the service worker
 *   that precaches every file; then the staged site takes the place of the
 *   output folder in one move (src/build/finish-site.ts). A failed step, a
 *   failed move or an interrupt (SIGINT, SIGTERM) leaves the output folder
 *   as it was.
 *
 * One line per stage, with counts and timings, through Astro's logger
 * (`[kb] …`).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measureMemory } from 'node:vm';
import type { AstroIntegration, AstroIntegrationLogger, AstroUserConfig, HookParameters } from 'astro';
import { finishSite, removeLeftovers, type FinishingStep } from '../build/finish-site';
import { writeSearchIndex } from '../build/search-index';
import { writeServiceWorker } from '../build/service-worker';
import { loadCheckedCorpus } from '../derive/checked-corpus';
import type { Corpus } from '../model/corpus';
import { formatDiagnostics } from '../model/diagnostic';
import { flatten } from '../model/law-text';
import { buildDate } from '../site/build-info';
import { stageFacts, type StageFacts } from '../site/offline-stages';
import { pageSources } from '../site/page-sources';
import { robotsTxt } from '../site/robots';

export interface KnowledgeBaseOptions {
  /** The sources, from the project's root (default "content"). */
  contentDir?: string | undefined;
}

/** A build that stops for a reason it states in full: Astro prints the message alone, without a stack trace. */
class BuildStopped extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BuildStopped';
    this.stack = '';
  }

  /**
   * The name alone. Astro adds a hint about "Browser APIs" to any error whose
   * text has the word "document" or "window" in it (astro/dist/core/errors/dev/utils.js,
   * `generateHint`), and the problems often do ("a guidance document"): that
   * hint would send whoever fixes a source after code that is not at fault.
   */
  override toString(): string {
    return this.name;
  }
}

/** A Vite plugin, as Astro's `vite` option takes it (Vite itself is Astro's dependency, not ours). */
type VitePlugin = Extract<NonNullable<NonNullable<AstroUserConfig['vite']>['plugins']>[number], { name: string }>;

const SITE_MODULE = 'virtual:kb/site';

/**
 * `virtual:kb/site`: the site of this build, computed from the corpus
 * loaded and checked in astro:config:setup. The corpus is plain data; it
 * reaches the pages as a JSON file in the integration's folder of
 * .astro/ (`corpusFile`), read when the pages' code runs. Inlined into the
 * module as a string, the corpus a hundred times the real one (35 MB of
 * JSON) passed through Rollup and stayed in memory as the module's source:
 * the build's process peaked at 1.5 GB (measured 2026-11-25).
 */
function siteModule(corpusFile: string, date: string, root: string): VitePlugin {
  const resolved = `\0${SITE_MODULE}`;
  const siteSource = path.join(root, 'src', 'site', 'site.ts');
  return {
    name: 'kb:site',
    resolveId: (id) => (id === SITE_MODULE ? resolved : undefined),
    load: (id) =>
      id === resolved
        ? [
            "import { readFileSync } from 'node:fs';",
            `import { buildSite } from ${JSON.stringify(siteSource)};`,
            `export const site = buildSite(JSON.parse(readFileSync(${JSON.stringify(corpusFile)}, 'utf8')), ${JSON.stringify(date)});`,
            '',
          ].join('\n')
        : undefined,
  };
}

/**
 * The corpus as the pages get it: JSON, without the source positions of
 * its Markdown trees (`position`), which only the checks use: a third of
 * the JSON and most of its objects. At a hundred times the real corpus the
 * build's process then peaked at 767 MB while rendering instead of 935
 * (measured 2026-11-25).
 */
export function corpusForPages(corpus: Corpus): string {
  return JSON.stringify(corpus, (key, value: unknown) => (key === 'position' ? undefined : value));
}

/**
 * Pagefind indexes the pages in a process of its own, beside this one,
 * which holds what rendering left: about 0.5 GB each at a hundred times the
 * real corpus. Before it starts, two full garbage collections (Node's
 * `vm.measureMemory` with eager execution runs one) let V8 give the freed
 * memory back: this process went from 669 to 385 MB and the build's peak
 * from 1,231 to 923 MB at that size, for about 0.5 s (measured 2026-11-25;
 * the goal is 1 GB). V8 would otherwise keep the heap it grew to, at twice
 * and more what is in use. Only for a large heap: the real corpus leaves
 * 180 MB (210 MB at ten times), where the collections cost 0.1-0.3 s for
 * nothing.
 */
async function giveBackMemory(): Promise<void> {
  if (process.memoryUsage().heapTotal < 384 * 1024 * 1024) return;
  for (let i = 0; i < 2; i++) await measureMemory({ mode: 'summary', execution: 'eager' });
}

/** Milliseconds since `t0` (a `performance.now()`), as the log writes them. */
const elapsed = (t0: number): string => `${Math.round(performance.now() - t0)} ms`;
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** "a, b, c", or "a, b, c, … z" for a long list. */
const shortList = (items: readonly string[]): string =>
  items.length <= 9 ? items.join(', ') : `${items.slice(0, 3).join(', ')}, … ${items.at(-1) ?? ''}`;

function summary(corpus: Corpus): string {
  const texts = corpus.laws.flatMap((l) => l.texts);
  const clauses = texts.flatMap((t) => flatten(t.clauses));
  const passages = corpus.guidance.flatMap((d) => d.passages);
  return (
    `${corpus.editions.length} editions; ${texts.length} law texts (${shortList(texts.map((t) => `${t.law}/${t.edition}`))}): ` +
    `${clauses.length} clauses, ${clauses.reduce((n, c) => n + c.references.length, 0)} references resolved; ` +
    `${corpus.guidance.length} guidance documents: ${passages.length} passages, ${passages.reduce((n, p) => n + p.annotates.length, 0)} annotations; ` +
    `${corpus.examples.length} example auctions`
  );
}

/** Files of the built site `dir`: pages, data files, all. */
function countFiles(dir: string): { pages: number; data: number; files: number } {
  const files = readdirFiles(dir);
  return {
    pages: files.filter((f) => f.endsWith('.html')).length,
    data: files.filter((f) => f.endsWith('.json') && f.split(path.sep).includes('data')).length,
    files: files.length,
  };
}

function readdirFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

export default function knowledgeBase(options: KnowledgeBaseOptions = {}): AstroIntegration {
  const build = new SiteBuild(options);
  return {
    name: 'kb',
    hooks: {
      'astro:config:setup': (setup) => build.setUp(setup),
      'astro:build:start': () => build.startRendering(),
      'astro:build:done': (done) => build.finish(done),
    },
  };
}

/** One run of the integration (a build, or the dev server): what its hooks share, one method per hook. */
class SiteBuild {
  private root = '';
  private outDir = '';
  private shownOut = '';
  /** The source files of each page, by address (src/site/page-sources.ts), relative to the project. */
  private pageSources = new Map<string, string[]>();
  /** The site's public address (SITE_URL), if it was given one. */
  private site: string | undefined;
  /** Which law pages the service worker saves first (src/site/offline-stages.ts). */
  private offlineFacts: StageFacts = { editions: [], inForce: [], laws: [] };
  private stage: string | undefined;
  /** The corpus as the pages read it (siteModule). */
  private corpusFile: string | undefined;
  private started = 0;
  private renderStarted = 0;
  /** Set once the staged site is being put in place: an interrupt then waits for the move to end. */
  private moving = false;
  private heldOff: NodeJS.Signals | undefined;

  constructor(private readonly options: KnowledgeBaseOptions) {}

  /** An interrupt while the site is built: the staging folder goes, the output folder stays as it was. */
  private readonly interrupt = (signal: NodeJS.Signals): void => {
    if (this.moving) {
      this.heldOff = signal;
      return;
    }
    if (this.stage) rmSync(this.stage, { recursive: true, force: true });
    console.error(
      `[kb] interrupted (${signal}); the staging folder was removed and ${this.shownOut} was left as it was.`,
    );
    process.exit(130);
  };

  /** The process ending, whatever the reason: the corpus file goes; before the site was put in place (a failed page, Astro's own error), the staging folder too. */
  private readonly exiting = (): void => {
    if (this.corpusFile) rmSync(this.corpusFile, { force: true });
    if (this.stage && !this.moving) rmSync(this.stage, { recursive: true, force: true });
  };

  /** astro:config:setup: the sources loaded and checked, the corpus handed to the pages, the staging folder made. */
  async setUp({
    config,
    command,
    updateConfig,
    createCodegenDir,
    logger,
  }: HookParameters<'astro:config:setup'>): Promise<void> {
    this.started = performance.now();
    this.site = config.site;
    if (command === 'build' && !config.site)
      logger.info(
        'no SITE_URL: the site is built without its own address (no canonical links, sitemap or robots.txt; the feed links relatively). README, Publish.',
      );
    const root = path.resolve(fileURLToPath(config.root));
    this.root = root;
    this.outDir = path.resolve(fileURLToPath(config.outDir));
    this.shownOut = path.relative(root, this.outDir) || this.outDir;
    const building = command === 'build';
    // What builds killed before they could clean up left behind: their staging folders; a previous site one
    // of them had moved aside goes back in place (src/build/finish-site.ts).
    if (building) await removeLeftovers(path.join(root, '.build'), this.outDir);

    const t0 = performance.now();
    const contentDir = path.resolve(root, this.options.contentDir ?? 'content');
    const today = buildDate(root);
    const { corpus, diagnostics } = loadCheckedCorpus(contentDir, today);
    if (!corpus) {
      const files = new Set(diagnostics.map((d) => d.file)).size;
      throw new BuildStopped(
        `[kb] ${plural(diagnostics.length, 'problem')} in ${plural(files, 'source file')}; nothing was built and ${this.shownOut} was left as it was:\n\n` +
          formatDiagnostics(diagnostics),
      );
    }
    logger.info(`validated ${summary(corpus)} (${elapsed(t0)})`);
    this.offlineFacts = stageFacts(corpus, today);
    // Kept for the search index's messages, which name a page's sources; the corpus itself is not kept.
    this.pageSources = new Map(
      [...pageSources(corpus)].map(([address, files]) => [
        address,
        files.map((f) => path.relative(root, path.resolve(root, f))),
      ]),
    );
    // Named after this process: builds of other sources may run beside it in the same project (the tests').
    const corpusFile = path.join(fileURLToPath(createCodegenDir()), `corpus-${process.pid}.json`);
    this.corpusFile = corpusFile;
    writeFileSync(corpusFile, corpusForPages(corpus));
    updateConfig({ vite: { plugins: [siteModule(corpusFile, today, root)] } });
    process.on('exit', this.exiting);
    if (!building) return;

    const stage = path.join(root, '.build', `stage-${process.pid}`);
    this.stage = stage;
    mkdirSync(stage, { recursive: true });
    updateConfig({ outDir: pathToFileURL(`${stage}${path.sep}`) });
    process.once('SIGINT', this.interrupt);
    process.once('SIGTERM', this.interrupt);
  }

  /** astro:build:start: the pages are rendered from here on. */
  startRendering(): void {
    this.renderStarted = performance.now();
  }

  /** astro:build:done: the search index and the service worker written into the staged site, which is then put in place. */
  async finish({ dir, logger }: HookParameters<'astro:build:done'>): Promise<void> {
    // The pages have been rendered: their corpus is no longer needed.
    if (this.corpusFile) rmSync(this.corpusFile, { force: true });
    const built = fileURLToPath(dir);
    if (!this.stage || path.resolve(built) !== path.resolve(this.stage))
      throw new BuildStopped(
        `[kb] Astro wrote the site into ${built}, not into the build's staging folder ${this.stage ?? '(none)'}.`,
      );
    const rendered = countFiles(built);
    logger.info(
      `rendered ${rendered.pages} pages and ${rendered.data} data files, ${rendered.files} files in all (${elapsed(this.renderStarted)})`,
    );
    const steps: FinishingStep[] = [
      async (at) => {
        const t0 = performance.now();
        await giveBackMemory();
        const indexed = await writeSearchIndex(at, (address) => this.pageSources.get(address) ?? []);
        logger.info(`indexed ${indexed} pages for search in ${elapsed(t0)}`);
      },
      async (at) => {
        // With an address: robots.txt names the sitemap (written by @astrojs/sitemap before this hook).
        if (this.site) await writeFile(path.join(at, 'robots.txt'), robotsTxt(this.site));
      },
      async (at) => {
        const t0 = performance.now();
        const offline = await writeServiceWorker(this.root, at, this.offlineFacts);
        logger.info(
          `the service worker precaches ${offline.files} files, ${(offline.bytes / 1024 / 1024).toFixed(1)} MB (${elapsed(t0)})`,
        );
      },
    ];
    await this.putInPlace(built, steps, logger);
  }

  private async putInPlace(built: string, steps: FinishingStep[], logger: AstroIntegrationLogger): Promise<void> {
    let counts = { pages: 0, files: 0 };
    let moved = 0;
    const failed: string[] = [];
    const done = await finishSite(
      built,
      this.outDir,
      [
        ...steps,
        // Last: what goes in place, counted (the search index and the worker included), and when the move begins.
        async (at) => {
          counts = countFiles(at);
          moved = performance.now();
        },
      ],
      { shownOut: this.shownOut, report: (line) => failed.push(line), moving: () => (this.moving = true) },
    );
    this.stage = undefined;
    if (done)
      logger.info(
        `wrote ${this.shownOut}/ with ${counts.pages} pages, ${counts.files} files in all (${elapsed(moved)}); build took ${elapsed(this.started)} in all`,
      );
    if (this.heldOff !== undefined) {
      console.error(
        `[kb] interrupted (${this.heldOff}) while the site was put in place; ${done ? 'the move was finished first' : 'the move had failed'}.`,
      );
      process.exit(130);
    }
    if (!done) throw new BuildStopped(failed.join('\n'));
  }
}
