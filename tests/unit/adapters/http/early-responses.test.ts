import { describe, expect, it } from 'vitest';
import { fetchPreferringEarlyResponses } from '../../../../adapters/http/early-responses';
import { HttpCatalogueGateway } from '../../../../adapters/http/http-catalogue-gateway';
import { PlatformHttpClient } from '../../../../adapters/http/platform-http-client';
import { leComptoir } from '../../../../adapters/simulator/demo/demo-establishments';
import { FakePlatformFetch, connectionRefused, json } from '../fixtures/fake-platform-fetch';

const API = 'https://shop.example.test/';
const SETTINGS_URL = `${API}api_click_and_collect/v7/le-comptoir/restaurant`;

/** What ui/index.html started before the app: the settings call, already answered. */
const earlySettings = (answer: Promise<Response>) => new Map([[SETTINGS_URL, answer]]);

describe('early responses (issue 5, first visit: API calls started by index.html)', () => {
  it('the app’s first GET of that address takes the early answer; the network is not asked', async () => {
    const network = new FakePlatformFetch().answer(json({ from: 'network' }));
    const fetchEarly = fetchPreferringEarlyResponses(earlySettings(Promise.resolve(json({ from: 'early' }))), network.fetch);
    expect(await (await fetchEarly(new Request(SETTINGS_URL))).json()).toEqual({ from: 'early' });
    expect(network.urls).toEqual([]);
  });

  it('an early answer is taken once: a retry of the same address goes to the network', async () => {
    const network = new FakePlatformFetch().answer(json({ from: 'network' }));
    const fetchEarly = fetchPreferringEarlyResponses(earlySettings(Promise.resolve(json({ from: 'early' }))), network.fetch);
    await fetchEarly(SETTINGS_URL);
    expect(await (await fetchEarly(SETTINGS_URL)).json()).toEqual({ from: 'network' });
    expect(network.urls).toEqual([SETTINGS_URL]);
  });

  it('an early request that failed is made again on the network', async () => {
    const network = new FakePlatformFetch().answer(json({ from: 'network' }));
    const fetchEarly = fetchPreferringEarlyResponses(earlySettings(Promise.reject(connectionRefused())), network.fetch);
    expect(await (await fetchEarly(SETTINGS_URL)).json()).toEqual({ from: 'network' });
  });

  it('another method, another address, or a request carrying a customer token never takes it', async () => {
    const network = new FakePlatformFetch().answer(json({ from: 'network' }));
    const fetchEarly = fetchPreferringEarlyResponses(earlySettings(Promise.resolve(json({ from: 'early' }))), network.fetch);
    await fetchEarly(SETTINGS_URL, { method: 'POST', body: '{}' });
    await fetchEarly(`${API}api_click_and_collect/v7/hotel-riviera/restaurant`);
    await fetchEarly(SETTINGS_URL, { headers: { 'x-access-token': 'customer' } });
    expect(network.requests.map((request) => request.method)).toEqual(['POST', 'GET', 'GET']);
  });

  it('through the platform client, the catalogue gateway reads its settings from the early answer', async () => {
    const network = new FakePlatformFetch().answer(json({ error: 'server_error', message: 'not expected' }, 500));
    const client = new PlatformHttpClient({ baseUrl: API, fetch: fetchPreferringEarlyResponses(earlySettings(Promise.resolve(json(leComptoir.settings))), network.fetch) });
    const settings = await new HttpCatalogueGateway(client).loadSettings('le-comptoir');
    expect(settings.restaurant_name).toBe('Le Comptoir des Halles');
    expect(network.urls).toEqual([]);
  });
});
