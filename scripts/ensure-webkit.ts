/**
 * Before `npm run test:site`: make sure Debian's WebKitGTK is there for the
 * WebKit leg (tests/site-crawl/webkit.test.ts): WebKitWebDriver and its
 * MiniBrowser (package webkit2gtk-driver) and a virtual display (package
 * xvfb). If they are missing and this machine can install them (root,
 * apt-get), install them and say so; if it cannot, stop with the exact
 * command to run. The WebKit test is never skipped for want of them.
 */
import { aptInstall, canAptInstall } from './support/apt-install';
import { WEBKIT_INSTALL, missingWebKit } from './support/webkit';

if (missingWebKit().length > 0 && canAptInstall()) {
  aptInstall(
    "Debian's WebKitGTK WebDriver and Xvfb for the WebKit tests",
    WEBKIT_INSTALL,
    '/tmp/kb-webkit-install.log',
  );
}

const missing = missingWebKit();
if (missing.length > 0) {
  console.error(
    `[kb] WebKitGTK is needed for the WebKit tests and is not installed (missing: ${missing.join(', ')}).\n` +
      `     Install it with:  sudo sh -c '${WEBKIT_INSTALL}'\n     then run npm run test:site again.`,
  );
  process.exit(1);
}
console.log('[kb] the WebKit tests will use WebKitGTK (WebKitWebDriver and its MiniBrowser, under xvfb-run)');
