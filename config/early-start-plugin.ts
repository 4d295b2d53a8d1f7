import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/** What the early start is told (ui/app/early-start.ts, EarlyStartConfig). */
interface EarlyStart {
  readonly entry: string | null;
  readonly preload: readonly string[];
  readonly catalogues: Readonly<Record<string, string>>;
}

const MARKER = '<!-- ordering:early-start -->';
const VIRTUAL_ENTRY = '\0ordering-early-start';

/**
 * The early start as one inline script: `module` (ui/app/early-start.ts, which exports `earlyStart`) and
 * what it imports, bundled and minified by rolldown (the bundler vite runs on, pinned to vite's version),
 * then called with what the build knows. An immediately invoked function: it leaves no global behind.
 */
async function inlineScript(module: string, start: EarlyStart): Promise<string> {
  const bundle = await rolldown({
    input: VIRTUAL_ENTRY,
    logLevel: 'silent',
    plugins: [
      {
        name: 'ordering:early-start-entry',
        resolveId: (id) => (id === VIRTUAL_ENTRY ? id : null),
        load: (id) => (id === VIRTUAL_ENTRY ? `import { earlyStart } from ${JSON.stringify(module)};\nearlyStart(${JSON.stringify(start)}, window);` : null),
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    return output[0].code.trim();
  } finally {
    await bundle.close();
  }
}

/**
 * Issue 17: the page's first script. Vite writes the app's entry and its preloads into index.html, where the
 * browser fetches them at once, beside the restaurant's answer; this takes them out and hands them to the early
 * start (`module`), which asks for the restaurant, paints its name and banner, then loads them. It also tells
 * the early start each language's catalogue file (`catalogues`, a pattern of the JSON file's path from vite's root, ui/,
 * whose group 1 is the language), so that a visitor preloads their own language only. In development vite serves the entry itself:
 * the early start then only asks and paints.
 */
export function earlyStartScript(module: string, catalogues: RegExp): Plugin {
  let base = '/';
  let building = false;
  return {
    name: 'ordering:early-start',
    configResolved(config) {
      base = config.base;
      building = config.command === 'build';
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        let page = html;
        const start: { entry: string | null; preload: string[]; catalogues: Record<string, string> } = { entry: null, preload: [], catalogues: {} };
        if (building) {
          const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page);
          if (!entry) throw new Error('early start: vite wrote no module entry into index.html');
          start.entry = entry[1]!;
          page = page.replace(entry[0], '');
          page = page.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
            start.preload.push(href);
            return '';
          });
          for (const output of Object.values(context.bundle ?? {})) {
            const sources = output.type === 'asset' ? output.originalFileNames : [];
            // Two catalogues with the same texts are one file of the build (en-GB and en-US may be): each language is listed.
            for (const source of sources) {
              const language = catalogues.exec(source)?.[1];
              if (language) start.catalogues[language] = `${base}${output.fileName}`;
            }
          }
        }
        const script = await inlineScript(module, start);
        // Where index.html marks it: before the stylesheet, which an inline script after it would wait for.
        if (!page.includes(MARKER)) throw new Error(`early start: index.html has no ${MARKER}`);
        return page.replace(MARKER, () => `<script>${script}</script>`);
      },
    },
  };
}
