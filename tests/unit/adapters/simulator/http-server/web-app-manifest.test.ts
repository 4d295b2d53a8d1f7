import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { logoIcon, pngSize, webAppManifest } from '../../../../../adapters/simulator/http-server/web-app-manifest';
import { startSimulator } from '../../../../../config/simulator';
import { anEngine } from '../../fixtures/simulator-engines';

const leComptoir = demoEstablishment('le-comptoir').settings;
const noFiles = () => null;

/** The first bytes of a PNG of the given size (signature and IHDR), as a file of the pictures' folder begins. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(24);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

let engine: SimulatorEngine | undefined;
let server: RunningSimulatorServer | undefined;
let root: string | undefined;
afterEach(async () => {
  await server?.close();
  engine?.close();
  if (root) await rm(root, { recursive: true, force: true });
  server = engine = root = undefined;
});

describe("issue 20 item 5: an establishment's web app manifest", () => {
  it('names the establishment, takes its colour and its logo, and starts and stays at its own address', () => {
    expect(webAppManifest(leComptoir, noFiles)).toEqual({
      id: '/le-comptoir/',
      name: 'Le Comptoir des Halles',
      short_name: 'Le Comptoir',
      lang: 'fr',
      start_url: '/le-comptoir/',
      scope: '/le-comptoir/',
      display: 'standalone',
      theme_color: '#a8431f',
      background_color: '#ffffff',
      icons: [{ src: '/demo-assets/le-comptoir-logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    });
  });

  it('bounds what it reads: a colour that is not one, an over-long name, no logo', () => {
    const odd = { ...leComptoir, restaurant_name: `Brasserie${'x'.repeat(200)}`, logo_url: null, config: { ...leComptoir.config, primary_color: 'red; background: url(x)' } };
    const manifest = webAppManifest(odd, noFiles);
    expect(manifest.theme_color).toBe('#1f2933');
    expect(manifest.name).toHaveLength(60);
    expect(manifest.short_name).toHaveLength(12);
    expect(manifest.icons).toEqual([]);
  });

  it("declares a logo's real size only: an SVG at any size, a PNG by its header, nothing for a size it cannot know", () => {
    expect(logoIcon('/demo-assets/logo.png', () => pngHeader(512, 512))).toEqual({ src: '/demo-assets/logo.png', sizes: '512x512', type: 'image/png', purpose: 'any' });
    expect(logoIcon('/demo-assets/logo.png', () => new Uint8Array(10))).toBeNull();
    expect(logoIcon('/demo-assets/logo.jpg', () => pngHeader(512, 512))).toBeNull();
    expect(logoIcon('https://cdn.example/logo.png', () => pngHeader(512, 512))).toBeNull();
    expect(logoIcon('https://cdn.example/logo.svg', noFiles)?.src).toBe('https://cdn.example/logo.svg');
    expect(logoIcon('javascript:alert(1).svg', noFiles)).toBeNull();
    expect(pngSize(pngHeader(0, 10))).toBeNull();
    expect(pngSize(pngHeader(100_000, 10))).toBeNull();
  });

  it('is served at /{id}/manifest.webmanifest as a manifest, revalidated; an unknown establishment is a 404', async () => {
    engine = anEngine();
    server = await startSimulator({ engine, port: 0 });
    const answer = await fetch(new URL('le-comptoir/manifest.webmanifest', server.url));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(await answer.json()).toEqual(webAppManifest(leComptoir, noFiles));
    expect((await fetch(new URL('nowhere/manifest.webmanifest', server.url))).status).toBe(404);
    // An address part over 100 characters is refused before the route runs (fastify's maxParamLength).
    expect((await fetch(new URL(`${'x'.repeat(300)}/manifest.webmanifest`, server.url))).status).toBe(414);
  });

  it("serves the storefront's service worker revalidated, and the policy lets the page register it (worker-src 'self')", async () => {
    root = await mkdtemp(join(tmpdir(), 'storefront-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
    await writeFile(join(root, 'storefront-service-worker.js'), 'self.addEventListener("fetch", () => undefined);');
    engine = anEngine();
    server = await startSimulator({ engine, port: 0, uiDir: root });
    const answer = await fetch(new URL('storefront-service-worker.js', server.url));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-type')).toMatch(/javascript/);
    const page = await fetch(new URL('le-comptoir', server.url));
    expect(page.headers.get('content-security-policy')).toContain("worker-src 'self'");
  });
});
