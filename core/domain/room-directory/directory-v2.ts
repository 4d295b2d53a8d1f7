import type { NetworkLink, RoomDirectoryService } from './room-directory';
import { visibleServices } from './room-directory';
import { externalUrl } from './tile-action';

/** browsing 9: the room directory's mobile breakpoint (px): at this width or less, the mobile layout. */
export const DIRECTORY_MOBILE_MAX_WIDTH = 767;

/** browsing 9: "1 to 3 images in sub-menus". */
const MAX_SUB_MENU_IMAGES = 3;

/** The visible children of a service (disabled ones hidden, browsing 2.11), by position. */
export function visibleChildren(service: RoomDirectoryService): RoomDirectoryService[] {
  return visibleServices(service.services);
}

/**
 * browsing 2.10, desktop hover menu: the categories having sub-services, sorted by position, split in a
 * left half (rounded up) and a right half, the logo between them.
 */
export function desktopMenuHalves(services: readonly RoomDirectoryService[]): { readonly left: RoomDirectoryService[]; readonly right: RoomDirectoryService[] } {
  const categories = visibleServices(services).filter((service) => visibleChildren(service).length > 0);
  const middle = Math.ceil(categories.length / 2);
  return { left: categories.slice(0, middle), right: categories.slice(middle) };
}

/** browsing 2.10 and 9: the 1 to 3 images a category's sub-menu shows: its own, then its children's. */
export function subMenuImages(category: RoomDirectoryService): string[] {
  const images = [category.image, ...visibleChildren(category).map((child) => child.image)].filter((image): image is string => Boolean(image));
  return [...new Set(images)].slice(0, MAX_SUB_MENU_IMAGES);
}

/** Every visible service of the tree, parents before their children (a disabled parent hides its children). */
function visibleTree(services: readonly RoomDirectoryService[]): RoomDirectoryService[] {
  return visibleServices(services).flatMap((service) => [service, ...visibleTree(service.services)]);
}

const byPosition = (position: (service: RoomDirectoryService) => number | null) => (a: RoomDirectoryService, b: RoomDirectoryService) =>
  (position(a) ?? Number.MAX_SAFE_INTEGER) - (position(b) ?? Number.MAX_SAFE_INTEGER) || a.id - b.id;

/** browsing 2.10: the fixed bottom bar of mobile CTAs: the services with a mobile icon, by mobileCtaPosition. */
export function mobileCtas(services: readonly RoomDirectoryService[]): RoomDirectoryService[] {
  return visibleTree(services)
    .filter((service) => Boolean(service.mobileCtaIcon))
    .sort(byPosition((service) => service.mobileCtaPosition));
}

/** browsing 2.10: the main page's call-to-action buttons, by mainPageCtaPosition. */
export function mainPageCtas(services: readonly RoomDirectoryService[]): RoomDirectoryService[] {
  return visibleTree(services)
    .filter((service) => service.mainPageCta)
    .sort(byPosition((service) => service.mainPageCtaPosition));
}

/**
 * browsing 2.10, home's category sliders: one per category having sub-services (its children), and one of
 * the services without children (null category), each slider in the position order of the directory.
 */
export function categorySliders(services: readonly RoomDirectoryService[]): { readonly category: RoomDirectoryService | null; readonly services: RoomDirectoryService[] }[] {
  const visible = visibleServices(services);
  const singles = visible.filter((service) => visibleChildren(service).length === 0);
  const categories = visible.filter((service) => visibleChildren(service).length > 0).map((category) => ({ category, services: visibleChildren(category) }));
  return singles.length > 0 ? [{ category: null, services: singles }, ...categories] : categories;
}

/** browsing 2.10: the first booking service, for the footer's quick booking button. */
export function quickBooking(services: readonly RoomDirectoryService[]): RoomDirectoryService | null {
  return visibleTree(services).find((service) => service.type === 'booking' && service.booking !== null) ?? null;
}

/**
 * browsing 2.10: social and rating links, deduplicated by name (the first one kept, names compared without
 * case or surrounding spaces); only http(s) links (a javascript: link never reaches an href).
 */
export function networkLinks(...lists: readonly (readonly NetworkLink[])[]): NetworkLink[] {
  const seen = new Set<string>();
  const links: NetworkLink[] = [];
  for (const entry of lists.flat()) {
    const key = entry.name.trim().toLowerCase();
    const url = externalUrl(entry.link);
    if (key === '' || seen.has(key) || !url) continue;
    seen.add(key);
    links.push({ name: entry.name.trim(), link: url });
  }
  return links;
}

/**
 * browsing 9: "Phone shown grouped by two digits": the national number in pairs ("04 93 87 00 00"); a
 * French international number (+33) is written nationally with its leading 0.
 */
export function phoneInPairs(phone: string): string {
  const compact = phone.replace(/[\s.\-()]/g, '');
  const national = compact.startsWith('+33') ? `0${compact.slice(3)}` : compact.startsWith('0033') ? `0${compact.slice(4)}` : compact;
  const prefix = national.startsWith('+') ? '+' : '';
  const digits = national.replace(/\D/g, '');
  return prefix + (digits.match(/.{1,2}/g) ?? []).join(' ');
}

/** A tel: link for the phone button (digits and a leading + only). */
export function telLink(phone: string): string {
  const compact = phone.replace(/[^\d+]/g, '');
  return `tel:${compact}`;
}
