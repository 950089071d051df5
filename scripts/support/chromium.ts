/**
 * Where the tests and the tools (screenshots, icons, benchmarks) find
 * Chromium, and how they start it: Debian's chromium package, headless, with
 * no network chatter of its own. Build and test tooling, not site code.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The install command printed when Chromium is missing. */
export const CHROMIUM_INSTALL = 'apt-get update && apt-get install -y chromium';

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
