/**
 * Issue 19: generates offline-map-data.json, the geography the simulator's offline map style draws around
 * the demo cities (a real maps service cannot be reached from here). The same file on every run, from two
 * sources only:
 *
 *   - land: Natural Earth 1:10m land (public domain), as the `world-atlas` package ships it (TopoJSON),
 *     clipped to a box around each demo city: the sea is what the land leaves out (Nice, Cannes);
 *   - places: the streets the simulator's address search knows (address/demo-gazetteer.json, one position
 *     near each street's middle) and the demo establishments that give a location.
 *
 * No package of open data with streets reaches this machine, so streets are points, not lines: see README.md.
 *
 *   npm run demo:map-data
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const MAP_DATA_FILE = fileURLToPath(new URL('./offline-map-data.json', import.meta.url));
const GAZETTEER = fileURLToPath(new URL('../address/demo-gazetteer.json', import.meta.url));
const ESTABLISHMENTS = fileURLToPath(new URL('../demo/establishments/', import.meta.url));
/** About 5 km around a city's known points: wider than the maps' view at zoom 15, a few KB of coast. */
const MARGIN_DEGREES = 0.05;
/** 5 decimals: about a metre, far finer than Natural Earth 1:10m. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

type Position = [number, number];
type Ring = Position[];
interface Box { west: number; south: number; east: number; north: number }
interface Topology {
  readonly transform: { readonly scale: Position; readonly translate: Position };
  readonly arcs: Position[][];
  readonly objects: { readonly land: { readonly geometries: { readonly type: string; readonly arcs: number[][][] }[] } };
}

/** TopoJSON's arcs are quantized and delta-encoded; an index ~i is arc i reversed. */
function decodeRings(topology: Topology): Ring[][] {
  const [sx, sy] = topology.transform.scale;
  const [tx, ty] = topology.transform.translate;
  const arcs = topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]): Position => [(x += dx) * sx + tx, (y += dy) * sy + ty]);
  });
  const ring = (indexes: number[]): Ring =>
    indexes.flatMap((index, i) => {
      const points = index < 0 ? [...arcs[~index]!].reverse() : arcs[index]!;
      return i === 0 ? points : points.slice(1);
    });
  return topology.objects.land.geometries.flatMap((geometry) => geometry.arcs.map((polygon) => polygon.map(ring)));
}

/** Sutherland–Hodgman against each side of the box: a ring stays closed, cut along the box's edges. */
function clipRing(ring: Ring, box: Box): Ring {
  const sides: [(p: Position) => boolean, (a: Position, b: Position) => Position][] = [
    [(p) => p[0] >= box.west, (a, b) => at(a, b, 0, box.west)],
    [(p) => p[0] <= box.east, (a, b) => at(a, b, 0, box.east)],
    [(p) => p[1] >= box.south, (a, b) => at(a, b, 1, box.south)],
    [(p) => p[1] <= box.north, (a, b) => at(a, b, 1, box.north)],
  ];
  let points = ring;
  for (const [inside, cross] of sides) {
    const kept: Ring = [];
    points.forEach((current, i) => {
      const previous = points[(i + points.length - 1) % points.length]!;
      if (inside(current)) {
        if (!inside(previous)) kept.push(cross(previous, current));
        kept.push(current);
      } else if (inside(previous)) kept.push(cross(previous, current));
    });
    points = kept;
  }
  return points;
}

function at(a: Position, b: Position, axis: 0 | 1, value: number): Position {
  const t = (value - a[axis]) / (b[axis] - a[axis]);
  return axis === 0 ? [value, a[1] + t * (b[1] - a[1])] : [a[0] + t * (b[0] - a[0]), value];
}

function closed(ring: Ring): Ring {
  const rounded = ring.map(([x, y]): Position => [round(x), round(y)]).filter((p, i, all) => i === 0 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1]);
  return [...rounded, rounded[0]!];
}

interface Place { readonly name: string; readonly kind: 'street' | 'establishment'; readonly city: string; readonly country: string; readonly latitude: number; readonly longitude: number }

function demoPlaces(): Place[] {
  const streets = (JSON.parse(readFileSync(GAZETTEER, 'utf8')) as { streets: { street: string; city: string; country: string; latitude: number; longitude: number }[] }).streets
    .map((street): Place => ({ name: street.street, kind: 'street', city: street.city, country: street.country, latitude: street.latitude, longitude: street.longitude }));
  const establishments = readdirSync(ESTABLISHMENTS).filter((file) => file.endsWith('.json')).sort().flatMap((file): Place[] => {
    const { settings } = JSON.parse(readFileSync(`${ESTABLISHMENTS}${file}`, 'utf8')) as { settings?: { restaurant_name?: string; location?: { latitude: number; longitude: number } } };
    const location = settings?.location;
    if (!location) return [];
    // The city the establishment is in: the gazetteer's nearest street's.
    const nearest = [...streets].sort((a, b) => Math.hypot(a.latitude - location.latitude, a.longitude - location.longitude) - Math.hypot(b.latitude - location.latitude, b.longitude - location.longitude))[0]!;
    return [{ name: settings?.restaurant_name ?? file.replace(/\.json$/, ''), kind: 'establishment', city: nearest.city, country: nearest.country, ...location }];
  });
  return [...streets, ...establishments];
}

export function generateMapData() {
  const places = demoPlaces();
  // A town by its name and country: Saint-Denis (93, France) and Saint-Denis (La Réunion) are two boxes, not one across the globe.
  const towns = [...new Map(places.map((place) => [`${place.city}|${place.country}`, place] as const)).values()];
  const boxes = towns.map(({ city, country }) => {
    const here = places.filter((place) => place.city === city && place.country === country);
    return {
      city,
      country,
      box: {
        west: round(Math.min(...here.map((p) => p.longitude)) - MARGIN_DEGREES),
        east: round(Math.max(...here.map((p) => p.longitude)) + MARGIN_DEGREES),
        south: round(Math.min(...here.map((p) => p.latitude)) - MARGIN_DEGREES),
        north: round(Math.max(...here.map((p) => p.latitude)) + MARGIN_DEGREES),
      },
    };
  });
  const require = createRequire(import.meta.url);
  const land = decodeRings(require('world-atlas/land-10m.json') as Topology);
  const landFeatures = boxes.flatMap(({ city, box }) => {
    const polygons = land
      .map((rings) => rings.map((ring) => clipRing(ring, box)).filter((ring) => ring.length >= 3).map(closed))
      .filter((rings) => rings.length > 0 && rings[0]!.length >= 4);
    return polygons.length === 0 ? [] : [{ type: 'Feature', properties: { city }, geometry: { type: 'MultiPolygon', coordinates: polygons } }];
  });
  return {
    about: 'Generated by generate-map-data.ts (npm run demo:map-data): do not edit. Land: Natural Earth 1:10m (public domain) via world-atlas; places: the simulator\'s demo gazetteer and establishments.',
    cities: boxes,
    land: { type: 'FeatureCollection', features: landFeatures },
    places: {
      type: 'FeatureCollection',
      features: places.map(({ name, kind, city, latitude, longitude }) => ({ type: 'Feature', properties: { name, kind, city }, geometry: { type: 'Point', coordinates: [round(longitude), round(latitude)] } })),
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(MAP_DATA_FILE, `${JSON.stringify(generateMapData())}\n`);
  console.log(`wrote ${MAP_DATA_FILE}`);
}
