import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { PLATFORM_PATHS } from '../../../../../adapters/platform-api/platform-api';
import { startSimulator } from '../../../../../config/simulator';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine | undefined;
let server: RunningSimulatorServer | undefined;
let root: string | undefined;

afterEach(async () => {
  await server?.close();
  engine?.close();
  if (root) await rm(root, { recursive: true, force: true });
  server = engine = root = undefined;
});

const EARLY_SCRIPT = 'window.early = 1;';
// As the build leaves it: a title, a viewport, the early script, and over 1 KB (compressed on the fly like the real one).
const INDEX_HTML = `<!doctype html><html><head><meta name="viewport" content="width=device-width" /><title>Commande en ligne</title><script>${EARLY_SCRIPT}</script><script type="module" src="/assets/app-abc.js"></script></head><body><div id="root"></div><!--${' the storefront'.repeat(80)} --></body></html>`;
/** Issue 17 (SEO): an establishment's page names it in its title and its description (storefront-page.ts). */
const LE_COMPTOIR_PAGE = INDEX_HTML.replace('<title>Commande en ligne</title>', '<title>Le Comptoir des Halles</title>').replace(
  '<meta name="viewport"',
  // Issue 20 item 5: its own web app manifest and its colour.
  '<meta name="description" content="Le Comptoir des Halles · À emporter, du mardi au dimanche" />\n    <link rel="manifest" href="/le-comptoir/manifest.webmanifest" />\n    <meta name="theme-color" content="#a8431f" />\n    <meta name="viewport"',
);
const APP_JS = `console.log(${JSON.stringify('the storefront '.repeat(200))});`;

/** A build as vite leaves it: every text file with its .br and .gz copies (config/precompress-plugin.ts), and hidden source maps. */
async function aCompressedBuild(): Promise<string> {
  root = await mkdtemp(join(tmpdir(), 'storefront-'));
  await mkdir(join(root, 'assets'));
  for (const [file, text] of [['index.html', INDEX_HTML], ['assets/app-abc.js', APP_JS]] as const) {
    await writeFile(join(root, file), text);
    await writeFile(join(root, `${file}.br`), brotliCompressSync(text));
    await writeFile(join(root, `${file}.gz`), gzipSync(text));
  }
  await writeFile(join(root, 'assets', 'app-abc.js.map'), '{"version":3,"sources":["secret.ts"]}');
  return root;
}

async function started(): Promise<RunningSimulatorServer> {
  engine = anEngine();
  server = await startSimulator({ engine, port: 0, uiDir: await aCompressedBuild() });
  return server;
}

/** The bytes as they travel (node:http does not decode them, unlike fetch). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(new URL(path, server!.url), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('simulator server: compressed assets by content negotiation (issue 5, point 7)', () => {
  it.each([
    ['br, gzip', 'br', (bytes: Buffer) => brotliDecompressSync(bytes)],
    ['gzip', 'gzip', (bytes: Buffer) => gunzipSync(bytes)],
    ['gzip, deflate, br, zstd', 'br', (bytes: Buffer) => brotliDecompressSync(bytes)],
  ])('Accept-Encoding %s gets the %s copy of a script and of the page, smaller than the original', async (accept, encoding, decode) => {
    await started();
    for (const [path, original] of [['assets/app-abc.js', APP_JS], ['le-comptoir/menu/0', LE_COMPTOIR_PAGE], ['index.html', INDEX_HTML]] as const) {
      const answer = await rawGet(path, { 'accept-encoding': accept });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe(encoding);
      expect(answer.headers.vary, path).toContain('accept-encoding');
      expect(answer.bytes.length, path).toBeLessThan(Buffer.byteLength(original));
      expect(decode(answer.bytes).toString('utf8'), path).toBe(original);
    }
  });

  it('a client that takes no compression gets the original bytes, without Content-Encoding', async () => {
    await started();
    for (const [path, original] of [['assets/app-abc.js', APP_JS], ['le-comptoir/menu/0', LE_COMPTOIR_PAGE], ['no-such-place/menu/0', INDEX_HTML]] as const) {
      const answer = await rawGet(path);
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(answer.bytes.toString('utf8'), path).toBe(original);
    }
  });

  it('the script keeps its JavaScript type when sent compressed', async () => {
    await started();
    expect((await rawGet('assets/app-abc.js', { 'accept-encoding': 'br' })).headers['content-type']).toMatch(/javascript/);
  });
});

describe('simulator server: API answers compressed on the fly (issue 5, point 7)', () => {
  it('a catalogue is sent in brotli or gzip as the client takes it, the same JSON once decoded', async () => {
    engine = anEngine({ establishments: [demoEstablishment('grande-carte')] });
    server = await startSimulator({ engine, port: 0 });
    const path = PLATFORM_PATHS.products('grande-carte');
    const plain = await rawGet(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, decode] of [['br, gzip', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const answer = await rawGet(path, { 'accept-encoding': accept });
      expect(answer.headers['content-encoding']).toBe(accept.split(',')[0]);
      // 2,000 products: about a megabyte of JSON, a tenth of it or less on the wire.
      expect(answer.bytes.length).toBeLessThan(plain.bytes.length / 10);
      expect(JSON.parse(decode(answer.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
    }
  });
});

describe('simulator server: source maps are not served (issue 5, point 7)', () => {
  it('a .map file that is in the build answers 404 JSON', async () => {
    await started();
    const answer = await rawGet('assets/app-abc.js.map');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.bytes.toString('utf8'))).toMatchObject({ error: 'not_found' });
  });
});

describe('simulator server: security headers (issue 5, point 7)', () => {
  const directives = (policy: string | undefined) =>
    Object.fromEntries((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));

  it.each(['le-comptoir/menu/0', 'assets/app-abc.js', PLATFORM_PATHS.restaurant('le-comptoir'), 'demo-assets/burger.svg'])(
    '%s carries nosniff, Referrer-Policy and a CSP that no page may frame',
    async (path) => {
      await started();
      const { headers } = await rawGet(path);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(directives(headers['content-security-policy'] as string)['frame-ancestors']).toEqual(["'none'"]);
    },
  );

  it('the policy is self plus the payment SDKs, allows the page’s inline script by its hash, and nothing unsafe', async () => {
    await started();
    const policy = directives((await rawGet('le-comptoir/menu/0')).headers['content-security-policy'] as string);
    const hash = `'sha256-${createHash('sha256').update(EARLY_SCRIPT).digest('base64')}'`;
    const adyen = ['https://checkoutshopper-live.adyen.com', 'https://checkoutshopper-test.adyen.com'];
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", hash, 'https://js.stripe.com', 'https://*.js.stripe.com', ...adyen, 'https://pay.google.com', 'https://applepay.cdn-apple.com'],
      'style-src': ["'self'", ...adyen],
      'img-src': ["'self'", 'data:', ...adyen],
      'font-src': ["'self'"],
      'connect-src': ["'self'", 'https://api.stripe.com', ...adyen, 'https://pay.google.com'],
      'frame-src': ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', ...adyen, 'https://pay.google.com'],
      'worker-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    expect(JSON.stringify(policy)).not.toMatch(/unsafe/);
  });

  it('browsing 2.1: the store-locator map route may be framed by our own pages, and only it', async () => {
    await started();
    const map = await rawGet('le-comptoir/storelocatormap?lang=en');
    expect(map.status).toBe(200);
    // In the language asked for, the establishment's own subtitle.
    expect(map.bytes.toString('utf8')).toContain('<meta name="description" content="Le Comptoir des Halles · Take away, Tuesday to Sunday" />');
    expect(directives(map.headers['content-security-policy'] as string)['frame-ancestors']).toEqual(["'self'"]);
    expect(map.headers['x-frame-options']).toBe('SAMEORIGIN');
    const locator = await rawGet('le-comptoir/storelocator');
    expect(directives(locator.headers['content-security-policy'] as string)['frame-ancestors']).toEqual(["'none'"]);
  });
});
