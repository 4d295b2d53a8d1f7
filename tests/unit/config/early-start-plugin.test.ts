import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { earlyStartScript } from '../../../config/early-start-plugin';
import { inlineScriptHashes } from '../../../adapters/simulator/http-server/security-headers';

const MODULE = fileURLToPath(new URL('../../../ui/app/early-start.ts', import.meta.url));
const CATALOGUES = /^locales[\\/]([a-z]{2})\.json$/;

const BUILT = `<!doctype html><html><head><title>x</title><!-- ordering:early-start -->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/icons-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head><body><div id="root"></div></body></html>`;

const BUNDLE = {
  'assets/fr-1.json': { type: 'asset', fileName: 'assets/fr-1.json', originalFileNames: ['locales/fr.json'] },
  'assets/en-2.json': { type: 'asset', fileName: 'assets/en-2.json', originalFileNames: ['locales/en.json'] },
  'assets/fr-3.json': { type: 'asset', fileName: 'assets/fr-3.json', originalFileNames: ['locales/pages/fr.json'] },
  'assets/index-abc.js': { type: 'chunk', fileName: 'assets/index-abc.js', facadeModuleId: '/p/ui/app/main.tsx' },
};

async function transform(html: string, command: 'build' | 'serve'): Promise<string> {
  const plugin = earlyStartScript(MODULE, CATALOGUES);
  const configResolved = plugin.configResolved as (config: object) => void;
  configResolved({ base: '/', command });
  const hook = plugin.transformIndexHtml as { handler: (html: string, context: object) => Promise<string> };
  return hook.handler(html, { bundle: BUNDLE });
}

describe('the early start inlined into the built page (issue 17)', () => {
  it('takes the entry and its preloads out of the page and gives them, with each language\'s catalogue, to the inline script', async () => {
    const page = await transform(BUILT, 'build');
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).not.toContain('ordering:early-start');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    const script = /<script>([\s\S]+?)<\/script>/.exec(page)?.[1] ?? '';
    // Before the stylesheet, which an inline script after it would wait for.
    expect(page.indexOf('<script>')).toBeLessThan(page.indexOf('rel="stylesheet"'));
    for (const url of ['/assets/index-abc.js', '/assets/framework-abc.js', '/assets/icons-abc.js', '/assets/fr-1.json', '/assets/en-2.json']) expect(script).toContain(url);
    expect(script).not.toContain('fr-3.json');
    // Minified, self-contained, no global left behind; the server's CSP allows it by its hash. Issue 21 added the
    // 35 locales' rules (the Gulf codes, he for iw...), which the visitor's language is chosen with: 6,000 to 6,500.
    expect(script.length).toBeLessThan(6_500);
    expect(script).not.toMatch(/\bimport\b|\bexport\b/);
    expect(inlineScriptHashes(page)).toHaveLength(1);
  });

  it('the inlined script runs as it is and starts the app', async () => {
    const script = /<script>([\s\S]+?)<\/script>/.exec(await transform(BUILT, 'build'))?.[1] ?? '';
    const head: Record<string, unknown>[] = [];
    const window = {
      location: { pathname: '/', search: '', origin: 'https://shop.example.test' },
      navigator: { language: 'en-US' },
      document: { getElementById: () => null, createElement: (tag: string) => ({ tag }), head: { appendChild: (node: Record<string, unknown>) => head.push(node) }, addEventListener: () => undefined, readyState: 'interactive' },
      setTimeout: () => undefined,
    };
    new Function('window', script)(window);
    expect(head.map((node) => node.src ?? node.href)).toEqual(['/assets/framework-abc.js', '/assets/icons-abc.js', '/assets/en-2.json', '/assets/index-abc.js']);
  });

  it('in development the page keeps vite\'s entry and gets the script that asks and paints', async () => {
    const page = await transform('<html><head><!-- ordering:early-start --></head><body><script type="module" src="/app/main.tsx"></script></body></html>', 'serve');
    expect(page).toContain('<script type="module" src="/app/main.tsx"></script>');
    expect(page).toMatch(/<script>[\s\S]+entry:null[\s\S]+<\/script>/);
  });

  it('a page without its marker, or a build without an entry, fails the build rather than ship a page that never starts', async () => {
    await expect(transform(BUILT.replace('<!-- ordering:early-start -->', ''), 'build')).rejects.toThrow(/ordering:early-start/);
    await expect(transform(BUILT.replace(/<script type="module"[^<]+<\/script>/, ''), 'build')).rejects.toThrow(/no module entry/);
  });
});
