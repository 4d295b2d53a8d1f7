import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InProcessCatalogueGateway } from '../../../../../adapters/simulator/in-process/in-process-catalogue-gateway';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine;
let gateway: InProcessCatalogueGateway;
beforeEach(() => {
  engine = anEngine();
  gateway = new InProcessCatalogueGateway(engine);
});
afterEach(() => engine.close());

describe('InProcessCatalogueGateway (browsing 7)', () => {
  it('loads the settings the engine holds', async () => {
    expect(await gateway.loadSettings('le-comptoir')).toEqual(engine.settings('le-comptoir'));
  });

  it('loads the catalogue with the stock of the day', async () => {
    const catalogue = await gateway.loadCatalogue('le-comptoir');
    expect(catalogue).toEqual(engine.catalogue('le-comptoir'));
    expect(catalogue.products.find((product) => product.id === 1002)?.stock).toEqual({ number_available: 0 });
  });

  it('answers copies: changing what it returned does not change the engine', async () => {
    const settings = await gateway.loadSettings('le-comptoir');
    (settings as { restaurant_name: string }).restaurant_name = 'changed';
    const catalogue = await gateway.loadCatalogue('le-comptoir');
    (catalogue.products as unknown[]).length = 0;
    (catalogue.categories[0]!.categories as unknown[]).length = 0;
    expect(engine.settings('le-comptoir').restaurant_name).toBe('Le Comptoir des Halles');
    expect((await gateway.loadCatalogue('le-comptoir')).products.length).toBeGreaterThan(0);
    expect((await gateway.loadCatalogue('le-comptoir')).categories[0]!.categories.length).toBe(3);
  });

  it('an unknown restaurant rejects with a not_found GatewayError', async () => {
    await expect(gateway.loadSettings('nowhere')).rejects.toEqual(expect.objectContaining({ kind: 'not_found' }));
    await expect(gateway.loadCatalogue('nowhere')).rejects.toBeInstanceOf(GatewayError);
  });
});
