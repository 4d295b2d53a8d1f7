/**
 * WCAG 2.x colour arithmetic, so a restaurant's brand colour (config.primary_color, white label) can be
 * used without making text unreadable: AA asks 4.5:1 for body text.
 */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

export const AA_TEXT_CONTRAST = 4.5;
export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const INK: Rgb = { r: 26, g: 23, b: 20 };

/** #rgb or #rrggbb; null for anything else (the setting comes from the server and may be wrong). */
export function parseHexColor(value: string | null | undefined): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return { r: parseInt(hex.slice(0, 2), 16), g: parseInt(hex.slice(2, 4), 16), b: parseInt(hex.slice(4, 6), 16) };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour, white or ink, that reads best on a background. */
export function readableTextOn(background: Rgb): Rgb {
  return contrastRatio(WHITE, background) >= contrastRatio(INK, background) ? WHITE : INK;
}

/** Mixes a colour towards another one; amount 0 keeps it, 1 gives the other. */
export function mix(color: Rgb, other: Rgb, amount: number): Rgb {
  return {
    r: color.r + (other.r - color.r) * amount,
    g: color.g + (other.g - color.g) * amount,
    b: color.b + (other.b - color.b) * amount,
  };
}

/** The colour darkened (or lightened) step by step until it reaches the contrast asked on a background. */
export function withContrastOn(color: Rgb, background: Rgb, minimum = AA_TEXT_CONTRAST): Rgb {
  const towards = relativeLuminance(background) > 0.5 ? INK : WHITE;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(color, towards, step / 20);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return towards;
}
