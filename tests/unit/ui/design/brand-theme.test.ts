import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY, PAGE_BACKGROUND, brandTheme, brandThemeStyle } from '../../../../ui/design/theme/brand-theme';
import { AA_TEXT_CONTRAST, WHITE, contrastRatio, parseHexColor } from '../../../../ui/design/theme/color-contrast';

const contrast = (a: string, b: string) => contrastRatio(parseHexColor(a)!, parseHexColor(b)!);

describe('brandTheme (white label: the restaurant colour at WCAG AA contrast)', () => {
  it("keeps a dark brand colour and writes white on it (le-comptoir's #a8431f)", () => {
    const theme = brandTheme('#a8431f');
    expect(theme.primary).toBe('#a8431f');
    expect(theme.onPrimary).toBe('#ffffff');
    expect(contrast(theme.onPrimary, theme.primary)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('writes dark text on a light brand colour', () => {
    const theme = brandTheme('#ffd400');
    expect(theme.onPrimary).not.toBe('#ffffff');
    expect(contrast(theme.onPrimary, theme.primary)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('darkens a mid-tone brand colour on which neither white nor ink reaches AA', () => {
    const theme = brandTheme('#e07b00');
    expect(contrast(theme.onPrimary, theme.primary)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('text in the brand colour stays readable on white, on the page and on the pale tint', () => {
    for (const colour of ['#ffd400', '#e07b00', '#a8431f', '#1f5f8b', '#00ff00', '#7fbf7f']) {
      const theme = brandTheme(colour);
      for (const background of ['#ffffff', PAGE_BACKGROUND, theme.primarySoft]) {
        expect(contrast(theme.primaryText, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }
    }
  });

  it('a missing or malformed colour falls back to the default', () => {
    expect(brandTheme('not a colour').primary).toBe(DEFAULT_PRIMARY);
    expect(brandTheme(null).primary).toBe(DEFAULT_PRIMARY);
  });

  it('accepts the short #rgb form', () => {
    expect(parseHexColor('#fff')).toEqual(WHITE);
  });

  it('becomes the CSS custom properties the design tokens read', () => {
    expect(Object.keys(brandThemeStyle(brandTheme('#a8431f')))).toEqual(['--color-primary', '--color-on-primary', '--color-primary-text', '--color-primary-soft']);
  });
});
