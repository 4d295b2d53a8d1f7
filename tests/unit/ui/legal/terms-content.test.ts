import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The interface catalogues, as the build serves them (the terms and the privacy charter are texts there). */
const catalogue = (language: 'fr' | 'en') => JSON.parse(readFileSync(new URL(`../../../../ui/locales/${language === 'en' ? 'en-GB' : language}.json`, import.meta.url), 'utf8')) as Record<string, string>;

/**
 * accounts 1: what the terms of sale and the privacy charter must say, figure by figure, in each language
 * (a translation that drops the age or the complaint window would still show a page).
 */
const TERMS: Readonly<Record<'fr' | 'en', readonly [string, RegExp][]>> = {
  fr: [
    ['terms_s1_body', /\{\{company\}\} \(le vendeur\)/],
    ['terms_s2_body', /16 ans ou plus.*ne peut plus être annulée/],
    ['terms_s3_body', /stocks.*même valeur.*appelé et n’est pas débité/],
    ['terms_s4_body', /entre 0 et 3 °C.*3 jours/],
    ['terms_s5_body', /livraison ou au retrait.*24 heures/],
    ['terms_s6_body', /euros toutes taxes comprises.*carte bancaire, en espèces ou en titres-restaurant.*prestataire de paiement sécurisé.*e-mail de confirmation/],
    ['terms_s7_body', /code promo.*montant minimum.*livraison.*fidélité/],
    ['terms_s8_body', /propriétaire.*paiement.*incident de paiement/],
    ['terms_s9_body', /absent.*totalité/],
    ['terms_s10_body', /conciliation.*1 mois.*tribunaux de Paris/],
    ['privacy_s1_body', /nom, votre prénom, votre e-mail, votre téléphone et votre adresse.*transmis au restaurant/],
    ['privacy_s2_body', /pré-remplies/],
    ['privacy_s3_body', /accepter ou refuser.*e-mails/],
  ],
  en: [
    ['terms_s1_body', /\{\{company\}\} \(the seller\)/],
    ['terms_s2_body', /aged 16 or older.*cannot be cancelled/],
    ['terms_s3_body', /stock.*equal value.*phoned and not charged/],
    ['terms_s4_body', /0 to 3 °C.*3 days/],
    ['terms_s5_body', /delivery or pickup.*24 hours/],
    ['terms_s6_body', /euros including tax.*bank card, cash or meal vouchers.*secure payment provider.*confirmation e-mail/],
    ['terms_s7_body', /promo code.*minimum order amount.*delivery.*loyalty/],
    ['terms_s8_body', /ownership.*paid.*payment incident/],
    ['terms_s9_body', /absent at delivery.*charged in full/],
    ['terms_s10_body', /conciliation.*1 month.*courts of Paris/],
    ['privacy_s1_body', /name, first name, e-mail, phone and address.*passed to/],
    ['privacy_s2_body', /prefilled/],
    ['privacy_s3_body', /opt in or out of e-mails/],
  ],
};

describe('accounts 1: the content of the terms of sale and of the privacy charter', () => {
  for (const language of ['fr', 'en'] as const) {
    it(`says every rule of the spec in ${language}`, () => {
      const texts = catalogue(language);
      for (const [key, rule] of TERMS[language]) expect(texts[key], key).toMatch(rule);
    });
  }
});
