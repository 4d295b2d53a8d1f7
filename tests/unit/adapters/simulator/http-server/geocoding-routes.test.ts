import { afterEach, describe, expect, it } from 'vitest';
import { HttpGeocodingGateway } from '../../../../../adapters/geocoding/http-geocoding-gateway';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { PLACE_SEARCH_RATE, SimulatorPlaceSearch } from '../../../../../adapters/simulator/address/place-search';
import { demoPlaces } from '../../../../../adapters/simulator/address/address-search';
import { startSimulator } from '../../../../../config/simulator';
import { STORE_LOCATOR_COUNTRIES } from '../../../../../core/domain/store-locator/place-search';
import { aFixedClock, anEngine } from '../../fixtures/simulator-engines';

let server: RunningSimulatorServer | undefined;
let engine: ReturnType<typeof anEngine> | undefined;

afterEach(async () => {
  await server?.close();
  engine?.close();
  server = undefined;
  engine = undefined;
});

async function start() {
  engine = anEngine();
  server = await startSimulator({ engine, port: 0 });
  return new HttpGeocodingGateway(server.url);
}

const get = async (path: string) => {
  const response = await fetch(new URL(path, server!.url));
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, unknown> };
};

describe("browsing 2.12: the simulator's geocoder, GET /api/geocoding/autocomplete (nothing outside is reached)", () => {
  it('answers places of its own gazetteer with their positions, read by the HTTP adapter', async () => {
    const gateway = await start();
    expect(await gateway.suggest('place bellecour', STORE_LOCATOR_COUNTRIES)).toEqual([
      { label: 'place Bellecour, 69002 Lyon', city: 'Lyon', postCode: '69002', country: 'FR', latitude: 45.7578, longitude: 4.832 },
    ]);
    // Accents and case do not matter; Monaco, Switzerland, Belgium and La Réunion are known too.
    expect((await gateway.suggest('geneve rhone', STORE_LOCATOR_COUNTRIES)).map((p) => p.country)).toEqual(['CH']);
    expect((await gateway.suggest('casino', ['MC'])).map((p) => p.label)).toEqual(['place du Casino, 98000 Monaco']);
    expect((await gateway.suggest('saint-denis paris', ['RE'])).map((p) => p.city)).toEqual(['Saint-Denis']);
  });

  it('answers only in FR, MC, CH, BE and RE: a street it knows elsewhere is never offered, another country is a 400', async () => {
    const gateway = await start();
    // The gazetteer holds the Grand-Rue of Luxembourg and of Montreux: only Switzerland's (and France's, Belgium's) comes.
    const grandRue = await gateway.suggest('grand rue', STORE_LOCATOR_COUNTRIES);
    expect(grandRue.length).toBeGreaterThan(0);
    expect(grandRue.every((place) => (STORE_LOCATOR_COUNTRIES as readonly string[]).includes(place.country))).toBe(true);
    expect(await get('api/geocoding/autocomplete?q=via%20roma')).toMatchObject({ status: 200, body: { places: [] } });
    expect(await get('api/geocoding/autocomplete?q=grand%20rue&countries=LU')).toMatchObject({ status: 400, body: { field: 'countries' } });
    await expect(gateway.suggest('via roma', ['IT' as never])).rejects.toMatchObject({ kind: 'bad_request', field: 'countries', message: expect.stringContaining('FR, MC, CH, BE and RE') });
  });

  it('bounds every input: q of 3 to 100 characters, countries a short list', async () => {
    await start();
    expect(await get('api/geocoding/autocomplete?q=ly')).toMatchObject({ status: 400, body: { field: 'q' } });
    expect(await get('api/geocoding/autocomplete')).toMatchObject({ status: 400, body: { field: 'q' } });
    expect(await get(`api/geocoding/autocomplete?q=${'a'.repeat(101)}`)).toMatchObject({ status: 400, body: { field: 'q' } });
    expect(await get(`api/geocoding/autocomplete?q=lyon&countries=${'FR,'.repeat(20)}FR`)).toMatchObject({ status: 400, body: { field: 'countries' } });
    expect(await get('api/geocoding/autocomplete?q=lyon&q=nice')).toMatchObject({ status: 400, body: { field: 'q' } });
    // At most 6 places, however many match.
    const many = await get('api/geocoding/autocomplete?q=rue');
    expect(many.status).toBe(200);
    expect((many.body['places'] as unknown[]).length).toBe(6);
  });

  it('refuses a client past its rate (PLACE_SEARCH_RATE, 60 a minute; here 2), per client', () => {
    const search = new SimulatorPlaceSearch(aFixedClock(), demoPlaces(), { max: 2, windowMs: 60_000 });
    expect(search.search('lyon', undefined, 'a').kind).toBe('found');
    expect(search.search('lyon', undefined, 'a').kind).toBe('found');
    expect(search.search('lyon', undefined, 'a').kind).toBe('rate_limited');
    expect(search.search('lyon', undefined, 'b').kind).toBe('found');
    expect(PLACE_SEARCH_RATE).toEqual({ max: 60, windowMs: 60_000 });
  });

  it('knows a few hundred places in the five countries, and a few outside them that it never offers', () => {
    const places = demoPlaces();
    expect(places.length).toBeGreaterThanOrEqual(250);
    for (const country of STORE_LOCATOR_COUNTRIES) expect(places.filter((place) => place.country === country).length).toBeGreaterThanOrEqual(10);
    expect(places.some((place) => !(STORE_LOCATOR_COUNTRIES as readonly string[]).includes(place.country))).toBe(true);
  });
});
