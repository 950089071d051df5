/**
 * WebKit for the tests: Debian's WebKitGTK (package webkit2gtk-driver), its
 * WebDriver server `WebKitWebDriver` driving its MiniBrowser, on a virtual
 * display (package xvfb: the MiniBrowser has no headless mode and will not
 * start without a display), through WebdriverIO's W3C WebDriver client,
 * which downloads nothing when it is given the address of a driver already
 * running. Build and test tooling, not site code.
 *
 * WebKitGTK is WebKit's engine and JavaScriptCore, the layout and script
 * engines Safari is built on; it is not iOS Safari (README, Tests).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const XVFB_RUN = '/usr/bin/xvfb-run';
/** The Debian packages that hold them. */
export const WEBKIT_PACKAGES = ['webkit2gtk-driver', 'xvfb'];
/** The install command printed when one is missing. */
export const WEBKIT_INSTALL = `apt-get update && apt-get install -y ${WEBKIT_PACKAGES.join(' ')}`;

/** The MiniBrowser of webkit2gtk-4.1, wherever the architecture puts it (/usr/lib/x86_64-linux-gnu/… here). */
export function findMiniBrowser(): string | undefined {
  const found = readdirSync('/usr/lib', { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `/usr/lib/${e.name}/webkit2gtk-4.1/MiniBrowser`)
    .filter((p) => existsSync(p))
    .sort();
  return found[0];
}

/** What of the WebKit leg is not installed: none when it can run. */
export function missingWebKit(): string[] {
  return [
    ...(existsSync(WEBKIT_DRIVER) ? [] : [WEBKIT_DRIVER]),
    ...(findMiniBrowser() ? [] : ['/usr/lib/<arch>/webkit2gtk-4.1/MiniBrowser']),
    ...(existsSync(XVFB_RUN) ? [] : [XVFB_RUN]),
  ];
}

export type WebKitBrowser = WebdriverIO.Browser;

export interface RunningWebKit {
  browser: WebKitBrowser;
  /** Ends the session, the driver, the MiniBrowser and the virtual display. */
  close(): Promise<void>;
}

/** A port free on the loopback interface now (the driver takes it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The process ids of a process's children (Linux /proc). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

const command = (pid: number) => {
  try {
    return readFileSync(`/proc/${String(pid)}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

/** Whether a process has ended (gone, or a zombie its new parent has not reaped yet). */
function ended(pid: number): boolean {
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${String(pid)}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * Stops xvfb-run tidily: the driver (its child) is asked to end, xvfb-run then removes its temporary
 * folder and asks the X server to end, which removes its lock file (/tmp/.X<n>-lock) once it has; only
 * then is whatever is left of the process group killed. (Killed before, the X server leaves its lock
 * behind, and every later run takes a display further on.)
 */
async function stopDriver(xvfb: ChildProcess): Promise<void> {
  const pid = xvfb.pid;
  if (pid === undefined) return;
  const children = childrenOf(pid);
  for (const child of children) if (command(child).startsWith('WebKitWebDriver')) process.kill(child, 'SIGTERM');
  await exited(xvfb);
  const display = children.filter((child) => command(child) === 'Xvfb');
  // Polled: the X server is not this process's child. Bounded, as a last resort: the group is killed below.
  for (let i = 0; i < 200 && !display.every(ended); i++) await new Promise((r) => setTimeout(r, 50));
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is gone already: nothing was left behind.
  }
}

/**
 * The MiniBrowser's window cannot be narrower than its own toolbar (back, forward, reload, the address,
 * …): 447 px with GTK's default theme, so a 390 px window showed the page 447 px wide. A user style sheet
 * for GTK (read from $XDG_CONFIG_HOME/gtk-3.0/gtk.css) shrinks that toolbar, the first box of the
 * window's main box, and nothing else; the page's own rendering owes nothing to GTK's styles. The
 * tests check the width the page really gets (window.innerWidth).
 */
const NARROW_TOOLBAR = `window > box > box:first-child, window > box > box:first-child * {
  min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px;
}
`;

function gtkConfig(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kb-webkit-'));
  mkdirSync(path.join(dir, 'gtk-3.0'));
  writeFileSync(path.join(dir, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR);
  return dir;
}

/** Starts the driver under xvfb-run and resolves once it answers that it is ready; rejects if it exits first. */
async function startDriver(port: number, config: string): Promise<{ xvfb: ChildProcess; output: () => string }> {
  const xvfb = spawn(
    XVFB_RUN,
    ['-a', '-s', '-screen 0 1280x1024x24 -nolisten tcp', WEBKIT_DRIVER, `--port=${String(port)}`],
    // Its own process group, so that nothing it starts outlives the tests (stopDriver).
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, XDG_CONFIG_HOME: config } },
  );
  let text = '';
  xvfb.stdout?.on('data', (d: Buffer) => (text += d.toString()));
  xvfb.stderr?.on('data', (d: Buffer) => (text += d.toString()));
  const gone = exited(xvfb).then(() => 'exited' as const);
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${String(port)}/status`)
      .then((r) => r.json() as Promise<{ value?: { ready?: boolean } }>)
      .then((s) => s.value?.ready === true)
      .catch(() => false);
    if (ready) return { xvfb, output: () => text };
    // Ask again once the driver has had a moment, unless it has ended.
    const next = await Promise.race([gone, new Promise<'again'>((r) => setTimeout(() => r('again'), 100))]);
    if (next === 'exited') {
      throw new Error(
        `WebKitWebDriver (under xvfb-run) ended before it was ready, exit ${String(xvfb.exitCode ?? xvfb.signalCode)}:\n${text}`,
      );
    }
  }
}

/**
 * Starts WebKitWebDriver on a free loopback port under a virtual display and
 * opens a W3C session in the MiniBrowser. Throws, naming the install
 * command, when the packages are missing.
 */
export async function launchWebKit(): Promise<RunningWebKit> {
  const missing = missingWebKit();
  const miniBrowser = findMiniBrowser();
  if (missing.length > 0 || !miniBrowser) {
    throw new Error(
      `WebKitGTK is needed for the WebKit tests and is not installed (missing: ${missing.join(', ')}). ` +
        `Install it with: sudo sh -c '${WEBKIT_INSTALL}'`,
    );
  }
  // A port taken by someone else between the probe and the driver ends the driver at once: try another.
  const config = gtkConfig();
  let started: Awaited<ReturnType<typeof startDriver>> | undefined;
  let port = 0;
  for (let attempt = 1; !started; attempt++) {
    port = await freePort();
    started = await startDriver(port, config).catch((error: unknown) => {
      if (attempt < 3) return undefined;
      rmSync(config, { recursive: true, force: true });
      throw error;
    });
  }
  const { xvfb, output } = started;
  const stop = async () => {
    await stopDriver(xvfb);
    rmSync(config, { recursive: true, force: true });
  };
  try {
    // Loaded here, so that checking for the packages (scripts/ensure-webkit.ts) does not load the client.
    const { remote } = await import('webdriverio');
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'warn',
      capabilities: {
        // No browserName: WebdriverIO then asks for no WebDriver BiDi, which WebKitGTK does not speak.
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
        'wdio:enforceWebDriverClassic': true,
      } as WebdriverIO.Capabilities,
    });
    return {
      browser,
      close: async () => {
        await browser.deleteSession().catch(() => undefined);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw new Error(`Could not open a WebKit session: ${String(error)}\n${output()}`, { cause: error });
  }
}

/**
 * Sizes the window so that the page gets `width` × `height` CSS pixels (the window's own toolbar is
 * outside them) and returns what the page then reports.
 */
export async function setViewport(
  browser: WebKitBrowser,
  width: number,
  height: number,
): Promise<{ width: number; height: number }> {
  const inner = () => browser.execute(() => ({ width: window.innerWidth, height: window.innerHeight }));
  await browser.setWindowRect(null, null, width, height);
  const first = await inner();
  await browser.setWindowRect(null, null, 2 * width - first.width, 2 * height - first.height);
  return inner();
}
