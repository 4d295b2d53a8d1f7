import { readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { OFFLINE_MAP_ATTRIBUTION, offlineMapStyle } from '../../../../../adapters/simulator/http-server/offline-map-style';
import { generateMapData } from '../../../../../adapters/simulator/map-data/generate-map-data';

interface Feature {
  readonly properties: { readonly name?: string; readonly kind?: string; readonly city?: string };
  readonly geometry: { readonly type: string; readonly coordinates: unknown };
}
interface Collection { readonly type: string; readonly features: readonly Feature[] }

const style = offlineMapStyle();
const sources = style.sources as unknown as Record<string, { type: string; data: Collection; attribution: string }>;

/** Every string anywhere in the style: none may name another host (nothing is fetched outside). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...strings(inner)]);
  return [];
}

describe('the offline map style (issue 19: maps that show the place)', () => {
  it('draws the sea, the land, the streets and the establishments, in that order', () => {
    expect(style.version).toBe(8);
    expect(style.layers.map((layer) => layer.id)).toEqual(['background', 'sea', 'land', 'streets', 'establishments']);
    for (const layer of style.layers) if ('source' in layer) expect(Object.keys(sources)).toContain(layer.source);
  });

  it('holds its data itself: GeoJSON sources, no tiles, glyphs, sprite or URL of any host', () => {
    for (const source of Object.values(sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof source.data).toBe('object');
    }
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    expect(strings(style).filter((text) => /:\/\/|^\/\/|^www\./i.test(text))).toEqual([]);
  });

  it('credits its data on the map (attribution control)', () => {
    expect(sources['land']!.attribution).toBe(OFFLINE_MAP_ATTRIBUTION.land);
    expect(sources['land']!.attribution).toMatch(/Natural Earth/);
    expect(sources['places']!.attribution).toBe(OFFLINE_MAP_ATTRIBUTION.places);
  });

  it('has land around every demo city, and the coast cuts it where there is sea (Nice)', () => {
    const land = sources['land']!.data.features;
    const towns = land.map((feature) => feature.properties.city);
    expect(towns).toEqual(expect.arrayContaining(['Cannes', 'Lyon', 'Nice', 'Paris', 'Genève', 'Bruxelles', 'Monaco']));
    // Saint-Denis (93) and Saint-Denis (La Réunion): two boxes, not one box across the globe (issue 19, the gazetteer grown).
    expect(towns.filter((town) => town === 'Saint-Denis')).toHaveLength(2);
    const rings = (city: string) => (land.find((feature) => feature.properties.city === city)!.geometry.coordinates as number[][][][]).flat();
    // Paris is inland: its box is all land, a rectangle (5 points, closed).
    expect(rings('Paris').map((ring) => ring.length)).toEqual([5]);
    // Nice is on the sea: the land's edge follows the coast, more than the box's four corners.
    expect(rings('Nice')[0]!.length).toBeGreaterThan(5);
  });

  it("names the streets the address search knows and the demo establishments with a location, at their positions", () => {
    const places = sources['places']!.data.features;
    const montorgueil = places.find((place) => place.properties.name === 'rue Montorgueil')!;
    expect(montorgueil.properties.kind).toBe('street');
    expect(montorgueil.geometry).toEqual({ type: 'Point', coordinates: [2.3471, 48.8645] });
    const comptoir = places.find((place) => place.properties.name === 'Le Comptoir des Halles')!;
    expect(comptoir.properties).toEqual({ name: 'Le Comptoir des Halles', kind: 'establishment', city: 'Paris' });
    expect(comptoir.geometry.coordinates).toEqual([2.348, 48.8635]);
  });

  it('ships the data its generator makes today (npm run demo:map-data regenerates it), small', () => {
    const shipped = readFileSync(new URL('../../../../../adapters/simulator/map-data/offline-map-data.json', import.meta.url), 'utf8');
    expect(JSON.parse(shipped)).toEqual(JSON.parse(JSON.stringify(generateMapData())));
    // Issue 19: about 90 towns of five countries since the store locator's gazetteer grew (was 4 cities, under 50 KB);
    // the server sends it compressed, and a day in the browser's cache.
    expect(Buffer.byteLength(JSON.stringify(style))).toBeLessThan(100_000);
    expect(brotliCompressSync(JSON.stringify(style)).length).toBeLessThan(12_000);
  });
});
