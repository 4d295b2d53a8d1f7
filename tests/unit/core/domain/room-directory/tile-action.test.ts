import { describe, expect, it } from 'vitest';
import { externalUrl, popupFileFor, tileAction } from '../../../../../core/domain/room-directory/tile-action';
import { service } from './room-directory-fixtures';

const desktop = { restaurantId: 'hotel-riviera', locale: 'fr', viewportWidth: 1280, origin: 'https://shop.example' };
const phone = { ...desktop, viewportWidth: 375 };

describe('browsing 2.11: service tile click resolution, in order', () => {
  it('a service with children opens its parent page, before anything else', () => {
    const parent = service({ id: 1, type: 'custom_page', link: 'https://example.com', services: [service({ id: 2 })] });
    expect(tileAction(parent, desktop)).toEqual({ kind: 'parent', parentId: 1 });
  });

  it('children that are all disabled do not make a parent', () => {
    const parent = service({ id: 1, link: 'example.com', services: [service({ id: 2, disable: true })] });
    expect(tileAction(parent, desktop)).toEqual({ kind: 'external', url: 'https://example.com/', newTab: true });
  });

  it('booking, with or without the popup', () => {
    expect(tileAction(service({ id: 3, type: 'booking', link: '/' }), desktop)).toEqual({ kind: 'booking', categoryId: 3, popup: false });
    expect(tileAction(service({ id: 3, type: 'booking', showFileInPopUp: true }), desktop)).toEqual({ kind: 'booking', categoryId: 3, popup: true });
  });

  it("a booking's file for the dialog: the one for the language, only with showFileInPopUp, never a script address", () => {
    const booking = (files: Record<string, string>, showFileInPopUp = true) => service({ id: 3, type: 'booking', files, showFileInPopUp });
    expect(popupFileFor(booking({ fr: 'https://cdn.example/fr.pdf', en: 'https://cdn.example/en.pdf' }), 'en-GB')).toBe('https://cdn.example/en.pdf');
    expect(popupFileFor(booking({ fr: '/demo-assets/spa.pdf' }), 'fr')).toBe('/demo-assets/spa.pdf');
    expect(popupFileFor(booking({ fr: 'https://cdn.example/fr.pdf' }, false), 'fr')).toBeNull();
    expect(popupFileFor(booking({ en: 'https://cdn.example/en.pdf' }), 'fr')).toBeNull();
    expect(popupFileFor(booking({ fr: 'javascript:alert(1)' }), 'fr')).toBeNull();
    expect(popupFileFor(booking({ fr: '//evil.example/x.pdf' }), 'fr')).toBeNull();
  });

  it('custom page', () => {
    expect(tileAction(service({ id: 4, type: 'custom_page', link: '/' }), desktop)).toEqual({ kind: 'custom-page', categoryId: 4 });
  });

  it('feedback', () => {
    expect(tileAction(service({ id: 5, type: 'feedback', link: '/' }), desktop)).toEqual({ kind: 'feedback', categoryId: 5 });
  });

  it('highlight product', () => {
    expect(tileAction(service({ id: 6, type: 'highlight_product', link: '/' }), desktop)).toEqual({ kind: 'highlight-product', categoryId: 6 });
  });

  it("the link '/' goes home, before a file", () => {
    expect(tileAction(service({ id: 7, link: '/', files: { fr: 'https://cdn.example/a.pdf' }, showFileInPopUp: true }), desktop)).toEqual({ kind: 'home' });
  });

  it('a link to the same restaurant is an internal route, relative or absolute on our origin', () => {
    expect(tileAction(service({ id: 8, link: '/hotel-riviera/menu/50' }), desktop)).toEqual({ kind: 'internal', path: '/hotel-riviera/menu/50' });
    expect(tileAction(service({ id: 8, link: 'https://shop.example/hotel-riviera/about?x=1' }), desktop)).toEqual({ kind: 'internal', path: '/hotel-riviera/about?x=1' });
    expect(tileAction(service({ id: 8, link: '/hotel-riviera' }), desktop)).toEqual({ kind: 'internal', path: '/hotel-riviera' });
  });

  it('a link to another restaurant of the site is not ours: not shown', () => {
    expect(tileAction(service({ id: 8, link: '/hotel-rivieraX/menu/1' }), desktop)).toEqual({ kind: 'none' });
  });

  it('a file for the locale with showFileInPopUp opens in the dialog', () => {
    const withFile = service({ id: 9, link: 'https://example.com', files: { fr: 'https://cdn.example/fr.pdf', en: 'https://cdn.example/en.pdf' }, showFileInPopUp: true });
    expect(tileAction(withFile, desktop)).toEqual({ kind: 'file-popup', url: 'https://cdn.example/fr.pdf' });
    expect(tileAction(withFile, { ...desktop, locale: 'en-GB' })).toEqual({ kind: 'file-popup', url: 'https://cdn.example/en.pdf' });
  });

  it('no file for the locale, or no popup: the external link', () => {
    const withFile = service({ id: 9, link: 'https://example.com/guide', files: { en: 'https://cdn.example/en.pdf' }, showFileInPopUp: true });
    expect(tileAction(withFile, desktop)).toEqual({ kind: 'external', url: 'https://example.com/guide', newTab: true });
    expect(tileAction({ ...withFile, showFileInPopUp: false }, { ...desktop, locale: 'en' })).toEqual({ kind: 'external', url: 'https://example.com/guide', newTab: true });
  });

  it('external links: a new tab on desktop, the same tab at 425 px or less', () => {
    const link = service({ id: 10, link: 'https://example.com/' });
    expect(tileAction(link, desktop)).toEqual({ kind: 'external', url: 'https://example.com/', newTab: true });
    expect(tileAction(link, phone)).toEqual({ kind: 'external', url: 'https://example.com/', newTab: false });
    expect(tileAction(link, { ...desktop, viewportWidth: 425 })).toMatchObject({ newTab: false });
    expect(tileAction(link, { ...desktop, viewportWidth: 426 })).toMatchObject({ newTab: true });
  });

  it('nothing to open: not shown', () => {
    expect(tileAction(service({ id: 11 }), desktop)).toEqual({ kind: 'none' });
    expect(tileAction(service({ id: 11, link: 'javascript:alert(1)' }), desktop)).toEqual({ kind: 'none' });
  });
});

describe('browsing 2.11: external link addresses', () => {
  it('a schemeless link gets https://', () => {
    expect(externalUrl('www.nice.fr/guide')).toBe('https://www.nice.fr/guide');
  });

  it('http and https only', () => {
    expect(externalUrl('http://example.com')).toBe('http://example.com/');
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('data:text/html,x')).toBeNull();
    expect(externalUrl('mailto:a@b.c')).toBeNull();
  });

  it("'/' and empty links are not external", () => {
    expect(externalUrl('/')).toBeNull();
    expect(externalUrl('  ')).toBeNull();
  });
});
