import { describe, expect, it } from 'vitest';
import { buildReceipt, taxIncluded } from '../../../../../core/domain/account/history-receipt';
import type { ReceiptSettings } from '../../../../../core/domain/account/history-receipt';
import { aHistoryOrder } from './history-order-fixtures';

const settings: ReceiptSettings = {
  restaurant_name: 'Le Comptoir des Halles',
  address_street: '12 rue Montorgueil',
  address_zip_code: '75001',
  address_city: 'Paris',
  phone: '+33142360000',
  currency: 'EUR',
  timezone: 'Europe/Paris',
  useDisplayOrderNumber: true,
  prefix: 'CH-',
  contact_email: 'bonjour@comptoir.example',
  siret: '912 345 678 00014',
  tvaMail: 'FR12 912345678',
};

describe('accounts 7: the receipt model, made on the client from the order and the business infos', () => {
  it('holds the business’s legal details, the display number with its prefix and the date in the establishment’s zone', () => {
    const receipt = buildReceipt(aHistoryOrder(), settings, 'fr')!;
    expect(receipt.business).toEqual({
      name: 'Le Comptoir des Halles',
      addressLines: ['12 rue Montorgueil', '75001 Paris'],
      email: 'bonjour@comptoir.example',
      phone: '+33142360000',
      siret: '912 345 678 00014',
      vatNumber: 'FR12 912345678',
    });
    expect(receipt.orderNumber).toBe('CH-042');
    // 18:30 UTC is 20:30 in Paris in June.
    expect(receipt.date).toContain('20:30');
    expect(receipt.date).toContain('juin');
    expect(receipt.currency).toBe('EUR');
  });

  it('without display numbers, the order number', () => {
    expect(buildReceipt(aHistoryOrder(), { ...settings, useDisplayOrderNumber: false }, 'fr')?.orderNumber).toBe('7KQ2M9XF3HTA');
  });

  it('lists the lines with their options and a formula’s dishes, and the total', () => {
    const receipt = buildReceipt(aHistoryOrder(), settings, 'en')!;
    expect(receipt.lines.map((line) => [line.name, line.count, line.total])).toEqual([
      ['Burger du Comptoir', 1, 1900],
      ['Côtes-du-Rhône', 1, 600],
      ['Formule du midi', 2, 3980],
    ]);
    expect(receipt.lines[0].details).toEqual(['Cuisson: À point', 'Accompagnement: Salade']);
    expect(receipt.lines[2].details).toEqual(['Velouté de potimarron', 'Risotto aux cèpes']);
    expect(receipt.total).toBe(6480);
  });

  it('gives the VAT inside the prices by rate (prices include tax): 10 % on food, 20 % on wine', () => {
    const receipt = buildReceipt(aHistoryOrder(), settings, 'fr')!;
    expect(receipt.taxes).toEqual([
      { rate: 10, total: 5880, tax: 535, base: 5345 },
      { rate: 20, total: 600, tax: 100, base: 500 },
    ]);
    expect(taxIncluded(1100, 10)).toBe(100);
    expect(receipt.untaxed).toBe(0);
  });

  it('a delivery cost has no rate given: counted apart, not in the VAT table', () => {
    const receipt = buildReceipt(aHistoryOrder({}, { totalPrice: 6870, deliveryCost: 390 }), settings, 'fr')!;
    expect(receipt.untaxed).toBe(390);
    expect(receipt.deliveryCost).toBe(390);
  });

  it('accounts 4: no receipt for a canceled or an in-progress order', () => {
    expect(buildReceipt(aHistoryOrder({ status: 'canceled' }), settings, 'fr')).toBeNull();
    expect(buildReceipt(aHistoryOrder({ status: 'in_progress' }), settings, 'fr')).toBeNull();
  });
});
