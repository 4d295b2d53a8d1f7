import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ESTABLISHMENTS_DIR, loadEstablishmentFolder } from '../../../../../adapters/simulator/establishments/establishment-folder';
import { PICTURES_PATH } from '../../../../../adapters/simulator/establishments/establishment-consistency';

const folder = loadEstablishmentFolder(DEMO_ESTABLISHMENTS_DIR);
// La Grande Carte is generated from a dozen pictures on purpose: it is about length, not looks.
const handMade = folder.establishments.filter((establishment) => establishment.settings.id !== 'grande-carte');
const pictureFile = (url: string) => join(folder.assetsDir, url.slice(PICTURES_PATH.length));

describe('demo pictures (issue 6: each demo dish has its own picture, sized for its slot)', () => {
  it('no two dishes of the hand-made demos share a picture', () => {
    // A chain's outlets (Le Fournil, issue 19) sell the same dish under the same id: one dish, one picture. So a
    // picture is counted once per dish id within a group; two different dishes must not share one.
    const groupOf = (id: string) => folder.establishments.find((group) => group.settings.multi_establishment?.childrens.some((child) => child.restaurant_token === id))?.settings.id ?? id;
    const dishes = handMade.flatMap((establishment) => establishment.catalogue.products.flatMap((product) => (product.image_url ? [{ dish: `${groupOf(establishment.settings.id)}:${product.id}`, url: product.image_url }] : [])));
    const pictures = dishes.map((dish) => dish.url);
    const distinct = [...new Map(dishes.map((dish) => [dish.dish, dish.url])).values()];
    const shared = distinct.filter((url, index) => distinct.indexOf(url) !== index);
    expect(shared).toEqual([]);
    expect(pictures.length).toBe(handMade.reduce((count, establishment) => count + establishment.catalogue.products.length, 0));
  });

  it.each(handMade.flatMap((establishment) => establishment.catalogue.products.map((product) => [establishment.settings.id, product.id, product.image_url ?? ''] as const)))(
    '%s %i: an SVG with its size set (no shift while it loads), small',
    (_id, _productId, url) => {
      const svg = readFileSync(pictureFile(url), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 160 120"[^>]* width="160" height="120"/);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(svg.length).toBeLessThan(1_200);
    },
  );
});
