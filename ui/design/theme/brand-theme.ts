import type { Rgb } from './color-contrast';
import { AA_TEXT_CONTRAST, WHITE, contrastRatio, mix, parseHexColor, readableTextOn, toHex, withContrastOn } from './color-contrast';

/** Used when a restaurant has no usable primary colour. */
export const DEFAULT_PRIMARY = '#2f5d50';

/** The page background of design/tokens.css (--color-page): brand-coloured text sits on it too. */
export const PAGE_BACKGROUND = '#f7f5f2';

export interface BrandTheme {
  /** Buttons and selected chips: the brand colour, or a darker shade when no text reads on it. */
  readonly primary: string;
  /** Text on `primary`, white or ink, at AA contrast. */
  readonly onPrimary: string;
  /** Links and accents on the white page, at AA contrast. */
  readonly primaryText: string;
  /** A pale tint for selected rows and highlights. */
  readonly primarySoft: string;
}

/**
 * The white-label theme of a restaurant from config.primary_color, keeping every text pair at WCAG AA.
 */
export function brandTheme(primaryColor: string | null | undefined): BrandTheme {
  const brand = parseHexColor(primaryColor) ?? (parseHexColor(DEFAULT_PRIMARY) as Rgb);
  const onBrand = readableTextOn(brand);
  // A mid-tone brand colour may reach AA with neither white nor ink; darken it until white reads on it.
  const primary = contrastRatio(onBrand, brand) >= AA_TEXT_CONTRAST ? brand : withContrastOn(brand, WHITE);
  const soft = mix(brand, WHITE, 0.9);
  // Brand-coloured text appears on white cards, on the page and on the pale tint: it must read on all three.
  const textBackgrounds = [WHITE, parseHexColor(PAGE_BACKGROUND) as Rgb, soft];
  const primaryText = textBackgrounds.reduce((text, background) => withContrastOn(text, background), brand);
  return {
    primary: toHex(primary),
    onPrimary: toHex(readableTextOn(primary)),
    primaryText: toHex(primaryText),
    primarySoft: toHex(soft),
  };
}

/** The theme as CSS custom properties, set on the restaurant's layout (design/tokens.css reads them). */
export function brandThemeStyle(theme: BrandTheme): Record<string, string> {
  return {
    '--color-primary': theme.primary,
    '--color-on-primary': theme.onPrimary,
    '--color-primary-text': theme.primaryText,
    '--color-primary-soft': theme.primarySoft,
  };
}
