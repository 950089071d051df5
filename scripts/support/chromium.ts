/**
 * Where the tests and the tools (screenshots, icons, benchmarks) find
 * Chromium, and how they start it: Debian's Chromium, headless, with no
 * network chatter of its own. Build and test tooling, not site code.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's chromium-headless-shell: Chromium's own headless build (the "old
 * headless" mode), from the same source package and version as Debian's
 * chromium, and what Playwright itself runs for headless Chromium. Without
 * the desktop browser's layers it costs far less CPU: the browser tests took
 * 106 s with it against 184 s with /usr/bin/chromium, the same 220 tests
 * passing (2026-11-26, two workers on the two cores).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The shell first; the desktop browser where only it is installed. */
export const CHROMIUM_CANDIDATES = [HEADLESS_SHELL, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The install command printed when Chromium is missing. */
export const CHROMIUM_INSTALL = 'apt-get update && apt-get install -y chromium-headless-shell';

/** CHROMIUM_PATH if set, else the first candidate that exists; undefined when none does. */
export function findChromium(): string | undefined {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CHROMIUM_CANDIDATES.find((p) => existsSync(p));
}

export function chromiumPath(): string {
  const found = findChromium();
  if (found) return found;
  const fromEnv = process.env['CHROMIUM_PATH'];
  throw new Error(
    fromEnv
      ? `CHROMIUM_PATH is set to ${fromEnv}, which does not exist. Point it at a Chromium binary, or unset it to use ${CHROMIUM_CANDIDATES.join(' or ')}.`
      : `Chromium is not installed (looked for ${CHROMIUM_CANDIDATES.join(' and ')}). Install it with: ${CHROMIUM_INSTALL} (or set CHROMIUM_PATH to a Chromium binary).`,
  );
}

export const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Start headless Chromium with the flags above. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: launchArgs });
}
