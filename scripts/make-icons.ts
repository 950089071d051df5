/**
 * `tsx scripts/make-icons.ts`: draw the app icons (PNG, for installing the
 * site) from public/icons/icon.svg with headless Chromium. The PNGs are
 * committed; run this again only when the SVG changes.
 */
import { readFileSync } from 'node:fs';
import { launchChromium } from './support/chromium';

const svg = readFileSync('public/icons/icon.svg', 'utf8');
const browser = await launchChromium();
try {
  for (const size of [192, 512]) {
    for (const maskable of [false, true]) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      // A maskable icon keeps its drawing inside the central safe zone.
      const inner = maskable ? Math.round(size * 0.8) : size;
      await page.setContent(
        `<body style="margin:0;background:${maskable ? '#1f4f8a' : 'transparent'};display:grid;place-items:center;height:${size}px">` +
          `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${inner}" height="${inner}"></body>`,
      );
      const out = `public/icons/icon-${size}${maskable ? '-maskable' : ''}.png`;
      await page.screenshot({ path: out, omitBackground: !maskable });
      console.log(`wrote ${out}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
