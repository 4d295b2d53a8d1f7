import type { Plugin } from 'vite';

/**
 * Issue 5, first visit: index.html preloads the lazy chunks of `modules` (a module-id pattern), so that
 * they download beside the framework instead of after it. For the French catalogue: the app awaits its
 * language before the first render, and French is the base language, so most first visits need it; an
 * English visitor downloads it (4.5 KB) for nothing, but no visitor waits a round trip more for it.
 */
export function preloadLazyChunks(modules: RegExp): Plugin {
  let base = '/';
  return {
    name: 'ordering:preload-lazy-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk' && output.facadeModuleId !== null && modules.test(output.facadeModuleId));
        return chunks.map((chunk) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}
