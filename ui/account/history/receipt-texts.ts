import type { TFunction } from 'i18next';
import type { ReceiptTexts } from './pdf-receipt';

/** The receipt's words in the interface language (ui/locales/pages, receipt_*). */
export function receiptTexts(t: TFunction, language: string): ReceiptTexts {
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return {
    title: t('receipt_pdf_title'),
    orderNumber: t('receipt_order_number'),
    date: t('receipt_date'),
    orderType: (type) => t(`order_type_${type}`),
    siret: t('receipt_siret'),
    vatNumber: t('receipt_vat_number'),
    delivery: t('receipt_delivery'),
    tips: t('receipt_tips'),
    discount: (row) => (row.kind === 'gift' ? t(row.labelKey, { code: row.code, product: row.product, count: row.count }) : t(row.labelKey, { code: row.code })),
    offered: t('receipt_discount_offered'),
    vatRate: (rate) => t('receipt_vat_rate', { rate: `${percent.format(rate)} %` }),
    base: t('receipt_base'),
    tax: t('receipt_tax'),
    notDetailed: t('receipt_not_detailed'),
    total: t('receipt_total'),
    pricesIncludeTax: t('receipt_prices_include_tax'),
  };
}
