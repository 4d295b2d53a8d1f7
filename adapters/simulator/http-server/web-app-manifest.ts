import { closeSync, openSync, readSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { SimulatorEngine } from '../engine/simulator-engine';

/** Issue 20 item 5: where an establishment's web app manifest is served (linked from its pages, storefront-page.ts). */
export const MANIFEST_ROUTE = '/:restaurantId/manifest.webmanifest';
export const manifestPath = (restaurantId: string) => `/${encodeURIComponent(restaurantId)}/manifest.webmanifest`;

const DEMO_ASSETS_PREFIX = '/demo-assets/';
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const DEFAULT_THEME = '#1f2933';
const BACKGROUND = '#ffffff';
/** Chromium's launcher truncates a short name beyond about 12 characters. */
const SHORT_NAME_LENGTH = 12;
const NAME_LENGTH = 60;

export interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose: 'any';
}

export interface WebAppManifest {
  readonly id: string;
  readonly name: string;
  readonly short_name: string;
  readonly lang: string;
  readonly start_url: string;
  readonly scope: string;
  readonly display: 'standalone';
  readonly theme_color: string;
  readonly background_color: string;
  readonly icons: readonly ManifestIcon[];
}

/** A name cut at a word, within `length` characters (a single long word is cut where it must be). */
function shortened(name: string, length: number): string {
  if (name.length <= length) return name;
  const words = name.split(/\s+/);
  let kept = '';
  for (const word of words) {
    const next = kept === '' ? word : `${kept} ${word}`;
    if (next.length > length) break;
    kept = next;
  }
  return kept === '' ? name.slice(0, length) : kept;
}

/** A PNG's own size, read from its header (IHDR: width and height at bytes 16 to 24); null for anything else. */
export function pngSize(header: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (header.length < 24 || signature.some((byte, index) => header[index] !== byte)) return null;
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 && width <= 4096 && height <= 4096 ? { width, height } : null;
}

/**
 * The logo as the manifest's icon, with its real size: an SVG draws at any size; a PNG of the simulator's own
 * pictures says its size in its header. A logo whose size cannot be known (another host's, a JPEG) gives no icon:
 * the browser then uses its own, rather than one we would claim and which is not.
 */
export function logoIcon(logoUrl: string | null, readHeader: (path: string) => Uint8Array | null): ManifestIcon | null {
  if (logoUrl === null || logoUrl.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(logoUrl, 'http://storefront.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const src = url.host === 'storefront.invalid' ? url.pathname : url.href;
  if (/\.svg$/i.test(url.pathname)) return { src, sizes: 'any', type: 'image/svg+xml', purpose: 'any' };
  if (!/\.png$/i.test(url.pathname) || !src.startsWith(DEMO_ASSETS_PREFIX)) return null;
  const header = readHeader(src.slice(DEMO_ASSETS_PREFIX.length));
  const size = header ? pngSize(header) : null;
  return size ? { src, sizes: `${size.width}x${size.height}`, type: 'image/png', purpose: 'any' } : null;
}

/** The establishment's manifest: its name, its colour, its logo, its own address as start and scope. */
export function webAppManifest(settings: RestaurantSettings, readHeader: (path: string) => Uint8Array | null): WebAppManifest {
  const base = `/${encodeURIComponent(settings.id)}/`;
  const name = shortened(settings.restaurant_name.trim() || settings.id, NAME_LENGTH);
  const colour = settings.config.primary_color.trim();
  const icon = logoIcon(settings.logo_url, readHeader);
  return {
    id: base,
    name,
    short_name: shortened(name, SHORT_NAME_LENGTH),
    lang: settings.restaurant_languages[0] ?? 'fr',
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: HEX_COLOUR.test(colour) ? colour : DEFAULT_THEME,
    background_color: BACKGROUND,
    icons: icon ? [icon] : [],
  };
}

/** The first 24 bytes of a file of the pictures' folder, never outside it; null when there is none. */
function headerReader(assetsDir: string): (path: string) => Uint8Array | null {
  return (path) => {
    const file = normalize(join(assetsDir, decodeURIComponent(path)));
    if (!file.startsWith(assetsDir + sep)) return null;
    let descriptor: number | null = null;
    try {
      descriptor = openSync(file, 'r');
      const header = Buffer.alloc(24);
      const read = readSync(descriptor, header, 0, 24, 0);
      return header.subarray(0, read);
    } catch {
      return null;
    } finally {
      if (descriptor !== null) closeSync(descriptor);
    }
  };
}

/** GET /{id}/manifest.webmanifest: an unknown establishment is a 404 like any other address. */
export function registerWebAppManifest(app: FastifyInstance, engine: SimulatorEngine, assetsDir: string): void {
  const readHeader = headerReader(normalize(assetsDir));
  app.get<{ Params: { restaurantId: string } }>(MANIFEST_ROUTE, async (request, reply) => {
    const { restaurantId } = request.params;
    if (restaurantId.length > 100 || !engine.establishmentIds().includes(restaurantId)) {
      return reply.code(404).send({ error: 'not_found', message: 'no such establishment' });
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webAppManifest(engine.settings(restaurantId), readHeader)));
  });
}
