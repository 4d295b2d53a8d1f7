/**
 * accounts 3: terms info, the company data the terms of sale are filled with, or the restaurant's own
 * terms at custom_cgv_url. The spec does not show the call that gets it; this storefront reads it with
 * the restaurant settings (settings.terms), null when the restaurant has none.
 */
export interface TermsInfo {
  readonly cc_url: string;
  readonly company_name: string;
  readonly social_capital: string;
  readonly company_headquarters: string;
  readonly trade_and_companies_register_name: string;
  readonly trade_and_companies_register_number: string;
  readonly tva_number: string;
  readonly custom_cgv_url: string | null;
}

export type TermsPage =
  /** accounts 2: a custom terms URL is used instead, and shown as a link. */
  | { readonly kind: 'custom'; readonly url: string }
  /** accounts 2: the French or English text filled with the company data. */
  | { readonly kind: 'text'; readonly company: TermsInfo }
  /** accounts 2: 'no_cgv' when there are none. */
  | { readonly kind: 'none' };

/** accounts 2: what the terms of sale page shows. Text without a company name would name no seller: none. */
export function termsPage(info: TermsInfo | null): TermsPage {
  if (!info) return { kind: 'none' };
  if (info.custom_cgv_url) return { kind: 'custom', url: info.custom_cgv_url };
  if (info.company_name.trim() === '') return { kind: 'none' };
  return { kind: 'text', company: info };
}
