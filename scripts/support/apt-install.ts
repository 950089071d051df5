/**
 * Installing the Debian packages the browser tests need, when this process
 * may (root, with apt-get): scripts/ensure-browser.ts (Chromium) and
 * scripts/ensure-webkit.ts (WebKitGTK). Build and test tooling, not site code.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether this process can install Debian packages itself. */
export function canAptInstall(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');
}

/**
 * Runs `command` (an apt-get install), its output in `log`, saying so on stdout. A failure is reported,
 * not thrown: the caller checks for what it needed afterwards.
 */
export function aptInstall(what: string, command: string, log: string): void {
  console.log(`[kb] installing ${what} (${command}) …`);
  try {
    // A machine without a network must not hold the tests up for long.
    execFileSync('sh', ['-c', `(${command}) > ${log} 2>&1`], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      timeout: 300_000,
    });
  } catch {
    console.error(`[kb] the install failed; see ${log}`);
  }
}
