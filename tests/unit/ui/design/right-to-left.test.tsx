import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fieldDirection } from '../../../../ui/design/field-direction';
import { ArrowIcon, BackIcon, BasketIcon, ChevronIcon, CloseIcon } from '../../../../ui/design/icons';
import { TextField } from '../../../../ui/design/text-field';

const DIRECTION_CSS = readFileSync(new URL('../../../../ui/design/direction.css', import.meta.url), 'utf8');

describe('right to left (issue 21, accounts 9)', () => {
  it('writes a phone number, an e-mail, an address of the web and an amount left to right, other text as the page goes', () => {
    expect(fieldDirection('tel', undefined)).toBe('ltr');
    expect(fieldDirection('email', undefined)).toBe('ltr');
    expect(fieldDirection('url', undefined)).toBe('ltr');
    expect(fieldDirection(undefined, 'decimal')).toBe('ltr');
    expect(fieldDirection('text', 'numeric')).toBe('ltr');
    expect(fieldDirection('text', undefined)).toBeUndefined();
    expect(fieldDirection(undefined, 'text')).toBeUndefined();
    expect(fieldDirection(undefined, undefined)).toBeUndefined();
  });

  it('gives the phone field dir="ltr", the name field none, and lets a field say its own direction', () => {
    expect(renderToStaticMarkup(<TextField label="Téléphone" type="tel" />)).toMatch(/<input dir="ltr"[^>]*type="tel"/);
    expect(renderToStaticMarkup(<TextField label="Nom et prénom" />)).not.toContain('dir=');
    expect(renderToStaticMarkup(<TextField label="Code promo" dir="ltr" />)).toMatch(/<input dir="ltr"/);
  });

  it('marks the icons that point (back, previous, next) to be mirrored, and only them', () => {
    const classOf = (markup: string) => /class="([^"]*)"/.exec(markup)?.[1];
    expect(classOf(renderToStaticMarkup(<BackIcon />))).toBe('icon icon--directional');
    expect(classOf(renderToStaticMarkup(<ArrowIcon direction="next" />))).toBe('icon icon--directional');
    for (const still of [<BasketIcon key="basket" />, <CloseIcon key="close" />, <ChevronIcon key="chevron" />]) expect(classOf(renderToStaticMarkup(still))).toBe('icon');
    expect(DIRECTION_CSS).toMatch(/\[dir='rtl'\] \.icon--directional \{\s*transform: scaleX\(-1\);/);
  });
});
