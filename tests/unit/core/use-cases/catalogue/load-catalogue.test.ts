import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import { LoadCatalogue } from '../../../../../core/use-cases/catalogue/load-catalogue';
import { aSteakAndSodaCatalogue } from '../../fixtures/catalogue-builders';
import { aRestaurant } from '../../fixtures/restaurant-builders';
import { ScriptedCatalogueGateway } from '../../fixtures/scripted-catalogue-gateway';

describe('LoadCatalogue (browsing 7: products, product options, allergens)', () => {
  it('browsing 7: the catalogue of the restaurant is loaded', async () => {
    const catalogue = aSteakAndSodaCatalogue();
    const gateway = new ScriptedCatalogueGateway({ settings: aRestaurant(), catalogue });
    expect(await new LoadCatalogue(gateway).execute('resto-1')).toEqual({ ok: true, value: catalogue });
    expect(gateway.requested).toEqual(['resto-1']);
  });

  it('browsing 8: a malformed answer is a failure value of the same kind', async () => {
    const gateway = new ScriptedCatalogueGateway({ failure: new GatewayError('malformed_response', 'products is not a list') });
    expect(await new LoadCatalogue(gateway).execute('resto-1')).toEqual({ ok: false, error: { kind: 'malformed_response', message: 'products is not a list' } });
  });

  it('browsing 8: anything else thrown by the gateway is a server failure value', async () => {
    const gateway = new ScriptedCatalogueGateway({ failure: 'connection reset' });
    expect(await new LoadCatalogue(gateway).execute('resto-1')).toEqual({ ok: false, error: { kind: 'server', message: 'connection reset' } });
  });
});
