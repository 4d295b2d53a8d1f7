import { describe, expect, it } from 'vitest';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';
import { pageDescription, pageEncoding, storefrontPage } from '../../../../../adapters/simulator/http-server/storefront-page';

const TEMPLATE = '<head><meta name="viewport" content="x" /><title>Commande en ligne</title></head>';
const leComptoir = demoEstablishment('le-comptoir').settings;

describe("issue 17 (SEO): an establishment's page names it for search engines and link previews", () => {
  it("says the establishment's name and subtitle, in the language asked for when it offers it", () => {
    expect(pageDescription(leComptoir, null)).toBe('Le Comptoir des Halles · À emporter, du mardi au dimanche');
    expect(pageDescription(leComptoir, 'en')).toBe('Le Comptoir des Halles · Take away, Tuesday to Sunday');
    expect(pageDescription(leComptoir, 'de')).toBe('Le Comptoir des Halles · Zum Mitnehmen, Dienstag bis Sonntag');
    // Offered, but the restaurant wrote no Korean subtitle: French, the base.
    expect(pageDescription(leComptoir, 'ko')).toBe('Le Comptoir des Halles · À emporter, du mardi au dimanche');
  });

  it('gives the address when there is no subtitle, and escapes what the restaurant wrote', () => {
    const plain = { ...leComptoir, restaurant_name: 'Chez "Léa" <b>&</b>', restaurant_translations: { ...leComptoir.restaurant_translations, cc_subtitle: { fr: '' } } };
    expect(pageDescription(plain, null)).toBe(`Chez "Léa" <b>&</b> · ${leComptoir.address_street}, ${leComptoir.address_zip_code} ${leComptoir.address_city}`);
    const page = storefrontPage(TEMPLATE, plain, null);
    expect(page).toContain('<title>Chez &quot;Léa&quot; &lt;b&gt;&amp;&lt;/b&gt;</title>');
    expect(page).toContain('<meta name="description" content="Chez &quot;Léa&quot; &lt;b&gt;&amp;&lt;/b&gt; · ');
    expect(page).not.toContain('<b>');
  });

  it('leaves the page as built for an address that names no establishment', () => {
    expect(storefrontPage(TEMPLATE, null, 'en')).toBe(TEMPLATE);
  });
});

describe('the encoding of the page', () => {
  it('brotli first, then gzip, as Accept-Encoding takes them; q=0 refuses one', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pageEncoding(undefined)).toBeNull();
    expect(pageEncoding('identity')).toBeNull();
  });
});
