import { describe, expect, it } from 'vitest';
import {
  categorySliders,
  desktopMenuHalves,
  mainPageCtas,
  mobileCtas,
  networkLinks,
  phoneInPairs,
  quickBooking,
  subMenuImages,
  telLink,
} from '../../../../../core/domain/room-directory/directory-v2';
import { service } from './room-directory-fixtures';

const child = (id: number, overrides = {}) => service({ id, position: id, image: `/img/${id}.svg`, ...overrides });
const category = (id: number, position: number, children: number[]) => service({ id, position, services: children.map((c) => child(c)) });

describe('browsing 2.10: the room directory v2 rules', () => {
  it('desktop hover menu: categories having sub-services, by position, left half rounded up', () => {
    const services = [category(3, 3, [31]), category(1, 1, [11]), service({ id: 9, position: 0 }), category(2, 2, [21]), service({ id: 4, position: 4, services: [child(41, { disable: true })] })];
    const { left, right } = desktopMenuHalves(services);
    expect(left.map((s) => s.id)).toEqual([1, 2]);
    expect(right.map((s) => s.id)).toEqual([3]);
  });

  it('browsing 9: a sub-menu shows 1 to 3 images, the category’s own first, no repeats', () => {
    expect(subMenuImages(service({ id: 1, image: '/img/1.svg', services: [child(11), child(12), child(13), child(14)] }))).toEqual(['/img/1.svg', '/img/11.svg', '/img/12.svg']);
    expect(subMenuImages(service({ id: 1, services: [child(11, { image: null })] }))).toEqual([]);
  });

  it('mobile CTAs: services with a mobile icon anywhere in the tree, by mobileCtaPosition; main-page CTAs by their position', () => {
    const services = [
      service({ id: 1, mobileCtaIcon: 'phone', mobileCtaPosition: 2, mainPageCta: true, mainPageCtaPosition: 2 }),
      service({ id: 2, services: [child(21, { mobileCtaIcon: 'spa', mobileCtaPosition: 1, mainPageCta: true, mainPageCtaPosition: 1 })] }),
      service({ id: 3, disable: true, mobileCtaIcon: 'x', mainPageCta: true }),
    ];
    expect(mobileCtas(services).map((s) => s.id)).toEqual([21, 1]);
    expect(mainPageCtas(services).map((s) => s.id)).toEqual([21, 1]);
  });

  it('category sliders: the services without children together, then one per category', () => {
    const sliders = categorySliders([category(2, 2, [21, 22]), service({ id: 1, position: 1 }), service({ id: 3, position: 3 })]);
    expect(sliders.map((slider) => [slider.category?.id ?? null, slider.services.map((s) => s.id)])).toEqual([
      [null, [1, 3]],
      [2, [21, 22]],
    ]);
  });

  it('quick booking: the first booking service with a booking', () => {
    const booking = { title: 'Dinner', description: '', content: '', price_per_person: 3500, priceDetails: '', images: [] };
    expect(quickBooking([service({ id: 1, type: 'booking' }), service({ id: 2, services: [child(21, { type: 'booking', booking })] })])?.id).toBe(21);
    expect(quickBooking([service({ id: 1 })])).toBeNull();
  });

  it('social and rating links are deduplicated by name, and only http(s) links are kept', () => {
    expect(
      networkLinks(
        [
          { name: 'Instagram', link: 'instagram.com/hotel' },
          { name: 'Facebook', link: 'javascript:alert(1)' },
        ],
        [
          { name: ' instagram ', link: 'https://other.example' },
          { name: 'TripAdvisor', link: 'https://www.tripadvisor.fr/hotel' },
        ],
      ),
    ).toEqual([
      { name: 'Instagram', link: 'https://instagram.com/hotel' },
      { name: 'TripAdvisor', link: 'https://www.tripadvisor.fr/hotel' },
    ]);
  });

  it('browsing 9: the phone is shown grouped by two digits; its tel: link keeps digits and +', () => {
    expect(phoneInPairs('+33493870000')).toBe('04 93 87 00 00');
    expect(phoneInPairs('04.93.87.00.00')).toBe('04 93 87 00 00');
    expect(phoneInPairs('+4420794609')).toBe('+44 20 79 46 09');
    expect(telLink('+33 4 93 87 00 00')).toBe('tel:+33493870000');
  });
});
