import { describe, expect, it } from 'vitest';
import { SimulatorAddressSearch, demoGazetteer } from '../../../../../adapters/simulator/address/address-search';
import { SimulatorError } from '../../../../../adapters/simulator/engine/simulator-error';
import { ADDRESS_QUERY } from '../../../../../core/domain/order-type/address-suggestion';
import { aDeliveryPayload } from '../../fixtures/order-payloads';
import { aFixedClock, anEngine, thrownBy } from '../../fixtures/simulator-engines';

const search = (options: { rule?: { max: number; windowMs: number } } = {}) => new SimulatorAddressSearch(aFixedClock(), demoGazetteer(), options.rule);
const streets = (answer: ReturnType<SimulatorAddressSearch['search']>) => (answer.kind === 'found' ? answer.addresses.map((address) => `${address.street}, ${address.postCode} ${address.city}`) : answer.kind);

describe("the simulator's address search (ours: checkout 3 deliveryData latitude, longitude)", () => {
  it('finds a street from the beginnings of its words, without accents or hyphens, and keeps the house number typed', () => {
    expect(streets(search().search('12 rue montor', 'a', 'Paris'))).toEqual(['12 rue Montorgueil, 75002 Paris']);
    expect(streets(search().search('etienne marc', 'a', 'Paris'))).toEqual(['rue Étienne-Marcel, 75002 Paris']);
    expect(streets(search().search('3 bis quai valmy', 'a', 'Paris'))).toEqual(['3 bis quai de Valmy, 75010 Paris']);
  });

  it("answers with the street's position, and at most five addresses, the restaurant's city first", () => {
    const answer = search().search('rue', 'a', 'Lyon');
    expect(answer.kind === 'found' && answer.addresses.length).toBe(ADDRESS_QUERY.maxSuggestions);
    expect(answer.kind === 'found' && answer.addresses.slice(0, 2).map((address) => address.city)).toEqual(['Lyon', 'Lyon']);
    const croisette = search().search('croisette 06400', 'a', 'Cannes');
    expect(croisette).toEqual({ kind: 'found', addresses: [{ street: 'boulevard de la Croisette', postCode: '06400', city: 'Cannes', latitude: 43.5503, longitude: 7.0252 }] });
    expect(streets(search().search('rue inconnue', 'a', 'Paris'))).toEqual([]);
  });

  it.each([
    ['too short', 'ru'],
    ['too long', 'r'.repeat(ADDRESS_QUERY.maxLength + 1)],
    ['not a text', ['rue']],
    ['missing', undefined],
  ])('a query %s is a bad request on q', (_what, query) => {
    const error = thrownBy(() => search().search(query, 'a', 'Paris'));
    expect(error).toBeInstanceOf(SimulatorError);
    expect([(error as SimulatorError).kind, (error as SimulatorError).field]).toEqual(['bad_request', 'q']);
  });

  it('is rate limited per client: past its searches in the window a client is refused, another is not', () => {
    const limited = search({ rule: { max: 2, windowMs: 60_000 } });
    expect([limited.search('rue', 'a', 'Paris').kind, limited.search('rue', 'a', 'Paris').kind, limited.search('rue', 'a', 'Paris').kind]).toEqual(['found', 'found', 'rate_limited']);
    expect(limited.search('rue', 'b', 'Paris').kind).toBe('found');
  });

  it('every street of the gazetteer has a real position', () => {
    expect(demoGazetteer().length).toBeGreaterThan(20);
  });
});

describe("a delivery's position, stored with the order and tracked (checkout 3 deliveryData)", () => {
  const address = { city: 'Paris', deliveryCost: 390, doorCode: '', floor: '', intercom: '', postCode: '75002', street: '12 rue Montorgueil' };

  it('the order carries the position picked: tracking gives it back with the delivery address', () => {
    const engine = anEngine();
    const placed = engine.placeOrder('le-comptoir', aDeliveryPayload({ address: { ...address, latitude: 48.8645, longitude: 2.3471 } }));
    expect(placed.accepted).toBe(true);
    const number = placed.accepted ? placed.order.order_number : '';
    expect(engine.track('le-comptoir', number).delivery).toEqual({ street: '12 rue Montorgueil', zip_code: '75002', city: 'Paris', latitude: 48.8645, longitude: 2.3471 });
  });

  it('an address typed by hand has no position: none is made up', () => {
    const engine = anEngine();
    const placed = engine.placeOrder('le-comptoir', aDeliveryPayload({ address }));
    const number = placed.accepted ? placed.order.order_number : '';
    expect(engine.track('le-comptoir', number).delivery).toMatchObject({ latitude: null, longitude: null });
  });

  it.each([
    ['a latitude beyond 90°', { latitude: 91, longitude: 2 }],
    ['a longitude beyond 180°', { latitude: 48, longitude: -181 }],
    ['a latitude alone', { latitude: 48 }],
  ])('%s is a bad request on address', (_what, position) => {
    const error = thrownBy(() => anEngine().placeOrder('le-comptoir', aDeliveryPayload({ address: { ...address, ...position } })));
    expect([(error as SimulatorError).kind, (error as SimulatorError).field?.startsWith('address')]).toEqual(['bad_request', true]);
  });
});
