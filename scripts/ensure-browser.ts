/**
 * Before the tests: make sure Debian's Chromium is there for the browser
 * tests, its headless shell if possible (scripts/support/chromium.ts says
 * why). If the shell is missing and this machine can install it (root,
 * apt-get), install it and say so; if it cannot, use the desktop chromium
 * where it is installed, and say how to get the shell; with neither, stop
 * with the exact command to run. No browser test is ever skipped for want of
 * a browser.
 */
import { existsSync } from 'node:fs';
import { aptInstall, canAptInstall } from './support/apt-install';
import { CHROMIUM_INSTALL as COMMAND, HEADLESS_SHELL, findChromium } from './support/chromium';

function install(): boolean {
  aptInstall("Debian's chromium-headless-shell for the browser tests", COMMAND, '/tmp/kb-chromium-install.log');
  return existsSync(HEADLESS_SHELL);
}

const found = findChromium();
const canInstall = canAptInstall();
if (found === HEADLESS_SHELL || process.env['CHROMIUM_PATH']) {
  if (found) console.log(`[kb] browser tests will use ${found}`);
} else if (canInstall && install()) {
  console.log(`[kb] installed ${HEADLESS_SHELL}; browser tests will use it`);
} else if (found) {
  console.log(
    `[kb] browser tests will use ${found}. They take about 40 % less time with Chromium's headless shell: ` +
      `sudo sh -c '${COMMAND}' installs it.`,
  );
}

const chosen = findChromium();
if (!chosen) {
  console.error(
    process.env['CHROMIUM_PATH']
      ? `[kb] CHROMIUM_PATH is set to ${process.env['CHROMIUM_PATH']}, which does not exist: point it at a Chromium binary, or unset it.`
      : `[kb] Chromium is needed for the browser tests and is not installed.\n     Install it with:  sudo sh -c '${COMMAND}'\n     (or set CHROMIUM_PATH to a Chromium binary), then run npm test again.`,
  );
  process.exit(1);
}
