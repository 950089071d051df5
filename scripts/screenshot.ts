/**
 * Take screenshots of built pages in headless Chromium, for looking at what
 * we build: `tsx scripts/screenshot.ts /laws/27/2017/ [--width 390] [--print] [--out file.png]`.
 */
import { parseArgs } from 'node:util';
import { startStaticServer } from './support/static-server';
import { launchChromium } from './support/chromium';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    width: { type: 'string', default: '390' },
    height: { type: 'string', default: '844' },
    print: { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    out: { type: 'string', default: 'screenshot.png' },
    dir: { type: 'string', default: 'dist' },
  },
});
const server = await startStaticServer(values.dir);
const browser = await launchChromium();
try {
  const page = await browser.newPage({
    viewport: { width: Number(values.width), height: Number(values.height) },
    deviceScaleFactor: 1,
  });
  if (values.print) await page.emulateMedia({ media: 'print' });
  await page.goto(new URL(positionals[0] ?? '/', server.url).href);
  await page.screenshot({ path: values.out, fullPage: values.full });
  console.log(`wrote ${values.out}`);
} finally {
  await browser.close();
  await server.close();
}
