/**
 * Build integration: the page scripts (src/components/client-scripts.ts).
 * In a build, esbuild bundles them (src/build/client-scripts.ts) from the
 * moment Astro reads its options, in a process of its own, while Astro
 * starts (about 45 ms, done before Astro's own start is); their addresses
 * are handed to the pages (src/site/handoff.ts) before any page is bundled,
 * and the files are written into the site once the pages are. A script that
 * does not bundle fails the build before any page is. Under `astro dev`, each
 * address is the script's source, which Vite's dev server compiles on
 * request (with what it imports, one request at a time).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { PAGE_SCRIPTS, pageScriptSource } from '../components/client-scripts';
import { bundleClientScripts, type ClientBundle } from '../build/client-scripts';
import { provideScripts } from '../site/handoff';

export default function clientScripts(): AstroIntegration {
  let bundle: Promise<ClientBundle> | undefined;
  return {
    name: 'kb:client-scripts',
    hooks: {
      'astro:config:setup': ({ command, config }) => {
        if (command === 'build') {
          bundle = bundleClientScripts(fileURLToPath(config.root));
          // Awaited at astro:build:start, which reports a failure.
          bundle.catch(() => undefined);
        } else {
          provideScripts(Object.fromEntries(PAGE_SCRIPTS.map((name) => [name, { src: `/${pageScriptSource(name)}`, imports: [] }])));
        }
      },
      'astro:build:start': async () => {
        if (bundle) provideScripts((await bundle).scripts);
      },
      'astro:build:done': async ({ dir }) => {
        if (!bundle) return;
        const out = fileURLToPath(dir);
        const { files } = await bundle;
        for (const folder of new Set(files.map(({ file }) => path.dirname(path.join(out, file))))) await mkdir(folder, { recursive: true });
        await Promise.all(files.map(({ file, contents }) => writeFile(path.join(out, file), contents)));
      },
    },
  };
}
