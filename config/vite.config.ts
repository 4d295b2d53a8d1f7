import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { ProxyOptions } from 'vite';
import { precompressAssets } from './precompress-plugin';
import { earlyStartScript } from './early-start-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { STOREFRONT_WORKER_FILE } from './storefront-worker-file';

/**
 * The storefront's build (ARCHITECTURE: tool configs live in config/). Run from the project root:
 *   npx vite build -c config/vite.config.ts      -> dist/, which the simulator serves (uiDir: 'dist')
 *   npx vite -c config/vite.config.ts            -> dev server on http://localhost:5173
 *
 * In development the platform's API comes from a simulator on http://127.0.0.1:4010 (override with
 * SIMULATOR_URL). Start one first, e.g. a script in tmp/ doing
 *   const engine = createSimulatorEngine({ autoAdvanceMs: 8000 });
 *   await startSimulator({ engine, port: 4010 });            // from config/simulator.ts
 * then open http://localhost:5173/le-comptoir. The storefront calls the API on its own origin
 * (VITE_API_BASE_URL unset), so the dev server forwards the API's paths below to the simulator.
 */
const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const simulator = process.env.SIMULATOR_URL ?? 'http://127.0.0.1:4010';

const FRAMEWORK_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite|use-sync-external-store|i18next|react-i18next|html-parse-stringify|void-elements|inversify|@inversifyjs[\\/][^\\/]+|reflect-metadata|ky|valibot)[\\/]/;

const toSimulator: ProxyOptions = { target: simulator, changeOrigin: true };

/**
 * Issue 17: react-router's package exports only its development build, whose warnings (route checks run as the
 * router is created, and their messages) are dead weight in production; its production build, the same code with
 * ENABLE_DEV_WARNINGS false, sits beside it. The build takes that one; `vite` in development keeps the warnings.
 */
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
const PRODUCTION_ALIASES = [
  { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
  // Issue 17: the three Reflect functions Inversify calls, without the 2.3 KB package (reflect-metadata-lite.ts).
  { find: /^reflect-metadata\/lite$/, replacement: fileURLToPath(new URL('./reflect-metadata-install.ts', import.meta.url)) },
];

/**
 * Issue 20 item 5: the storefront's service worker (config/storefront-service-worker.ts), built with the list of
 * the build's files it keeps (injectManifest). No manifest from the plugin: each establishment has its own, served
 * by the simulator's server (/{id}/manifest.webmanifest). No registration script either: the page registers the
 * worker itself after load (ui/offline/). The shell kept is every script and style except the large
 * libraries of a few screens that are of no use offline (maps, PDF receipts, Adyen's card fields): about 460 KB
 * compressed, fetched by the worker once the page has loaded.
 */
const storefrontWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: fileURLToPath(new URL('.', import.meta.url)),
  filename: STOREFRONT_WORKER_FILE.replace(/\.js$/, '.ts'),
  injectRegister: false,
  registerType: 'prompt',
  manifest: false,
  injectManifest: {
    // No catalogue (json): 70 files of 35 locales; the visitor's own are kept when fetched (offline-cache-rules).
    globPatterns: ['index.html', 'assets/*.{js,css,svg,woff2}'],
    globIgnores: ['assets/maplibre-gl*', 'assets/place-map-*', 'assets/jspdf*', 'assets/html2canvas-*', 'assets/index.es-*', 'assets/es-*.js', 'assets/adyen-*.css'],
    // Above the framework chunk (460 KB): a larger file is a library that slipped in, left out rather than kept.
    maximumFileSizeToCacheInBytes: 600 * 1024,
  },
});

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('../ui', import.meta.url)),
  // .env files (VITE_API_BASE_URL) sit at the project root, next to package.json.
  envDir: projectRoot,
  publicDir: false,
  resolve: { alias: command === 'build' ? PRODUCTION_ALIASES : [] },
  // Issue 17: a catalogue as `JSON.parse('…')` rather than one constant per key: 7 KB compressed instead of 10 on
  // a first visit, and parsed faster than the same object written as JavaScript.
  json: { stringify: true },
  plugins: [react(), earlyStartScript(fileURLToPath(new URL('../ui/app/early-start.ts', import.meta.url)), /^locales[\\/]([a-z]{2,3}(?:-[A-Z]{2})?)\.json$/), precompressAssets(), storefrontWorker],
  build: {
    outDir: fileURLToPath(new URL('../dist', import.meta.url)),
    emptyOutDir: true,
    // Route chunks are split by the router's lazy routes (ui/app/lazy-pages.ts); the menu route stays small.
    // The framework chunk is about 510 KB raw (149 KB gz) by design; `npm run bench` watches the real
    // budget (all the JavaScript the menu route loads, gzipped), so the warning only fires above that.
    chunkSizeWarningLimit: 560,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every page needs, in one chunk that stays cached across releases of our code.
              // Checkout and tracking libraries (libphonenumber, rxjs, socket.io) stay in their lazy chunks.
              name: 'framework',
              test: FRAMEWORK_LIBRARIES,
            },
          ],
        },
      },
    },
    // Maps for debugging a production build, not referenced by the files the browser loads (no
    // sourceMappingURL comment); the simulator answers 404 for *.map (issue 5, point 7).
    sourcemap: 'hidden',
  },
  server: {
    proxy: {
      // browsing 7: catalogue and settings.
      '/api_click_and_collect': toSimulator,
      // checkout 7: GET /order/track/{orderId}.
      '/order/track': toSimulator,
      // checkout 7: POST {restaurantId}/order/. Only the POST: a GET of such an address is a page.
      '^/[^/]+/order/?$': {
        ...toSimulator,
        bypass: (request) => (request.method === 'POST' ? undefined : request.url),
      },
      // checkout 7: the live socket.
      '/socket.io': { ...toSimulator, ws: true },
      '/demo-assets': toSimulator,
      '/_simulator': toSimulator,
    },
  },
  preview: { port: 4173 },
}));
