/**
 * Before the tests: make sure Debian's Chromium is there for the browser
 * tests. If it is missing and this machine can install it (root, apt-get),
 * install it and say so; otherwise stop with the exact command to run.
 * No browser test is ever skipped for want of a browser.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_INSTALL as COMMAND, findChromium } from './support/chromium';

const found = findChromium();
if (found) {
  console.log(`[kb] browser tests will use ${found}`);
} else {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `[kb] Chromium is needed for the browser tests and is not installed.\n     Install it with:  sudo sh -c '${COMMAND}'\n     (or set CHROMIUM_PATH to a Chromium binary), then run npm test again.`,
    );
    process.exit(1);
  }
  console.log(`[kb] Chromium is missing; installing Debian's chromium package for the browser tests (${COMMAND}) …`);
  execFileSync('sh', ['-c', `${COMMAND} > /tmp/kb-chromium-install.log 2>&1`], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findChromium();
  if (!installed) {
    console.error('[kb] installing chromium did not produce /usr/bin/chromium; see /tmp/kb-chromium-install.log');
    process.exit(1);
  }
  console.log(`[kb] installed ${installed}`);
}
