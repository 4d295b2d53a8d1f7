import { describe, expect, it } from 'vitest';
import { HttpGeocodingGateway } from '../../../../adapters/geocoding/http-geocoding-gateway';
import { GatewayError } from '../../../../core/ports/gateway-error';

const answering = (status: number, body: unknown) => {
  const asked: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { asked, gateway: new HttpGeocodingGateway('https://geo.example/base', fetchImpl) };
};

describe('browsing 2.12: the geocoder over HTTP (a real service is a configuration: VITE_GEOCODER_URL)', () => {
  it('asks {base}/api/geocoding/autocomplete with q and the countries, and reads the places', async () => {
    const { asked, gateway } = answering(200, { places: [{ label: 'Grand-Place, 1000 Bruxelles', city: 'Bruxelles', postCode: '1000', country: 'be', latitude: 50.8467, longitude: 4.3525 }] });
    expect(await gateway.suggest('grand place', ['FR', 'BE'])).toEqual([{ label: 'Grand-Place, 1000 Bruxelles', city: 'Bruxelles', postCode: '1000', country: 'BE', latitude: 50.8467, longitude: 4.3525 }]);
    expect(asked).toEqual(['https://geo.example/base/api/geocoding/autocomplete?q=grand+place&countries=FR%2CBE']);
  });

  it('turns a malformed answer, a refusal and a failure into GatewayErrors', async () => {
    await expect(answering(200, { places: [{ label: 'x', latitude: 'north' }] }).gateway.suggest('abc', ['FR'])).rejects.toMatchObject({ kind: 'malformed_response' });
    await expect(answering(400, { message: 'q holds 3 to 100 characters', field: 'q' }).gateway.suggest('abc', ['FR'])).rejects.toEqual(new GatewayError('bad_request', 'q holds 3 to 100 characters', 'q'));
    await expect(answering(503, {}).gateway.suggest('abc', ['FR'])).rejects.toMatchObject({ kind: 'server' });
    const unreachable = new HttpGeocodingGateway('https://geo.example/', (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch);
    await expect(unreachable.suggest('abc', ['FR'])).rejects.toMatchObject({ kind: 'network' });
  });
});
