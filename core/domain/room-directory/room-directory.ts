import type { LocalizedText } from '../locale/localized-text';

/** browsing 3, Room directory service: the type of a service that is not a plain link. */
export type RoomDirectoryServiceType = 'booking' | 'custom_page' | 'feedback' | 'highlight_product';

/**
 * browsing 3, Room directory service: one tile of the directory, with its children (a parent tile opens
 * the parent page of browsing 2.9). `files` holds one file URL per locale; `customPage.content` is the
 * restaurant's HTML, sanitized where it is shown.
 */
export interface RoomDirectoryService {
  readonly id: number;
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly image: string | null;
  readonly link: string | null;
  readonly files: Readonly<Record<string, string>>;
  readonly showFileInPopUp: boolean;
  readonly type: RoomDirectoryServiceType | null;
  readonly services: readonly RoomDirectoryService[];
  readonly disable: boolean;
  readonly position: number;
  readonly big: boolean;
  readonly colorFontBg: string | null;
  readonly brightnessFilter: number | null;
  readonly mobileCtaIcon: string | null;
  readonly mobileCtaPosition: number | null;
  readonly mainPageCta: boolean;
  readonly mainPageCtaPosition: number | null;
  readonly customPage: { readonly content: LocalizedText } | null;
  /** browsing 3, Booking: what a booking service offers (its page in the v2 directory, browsing 2.10). */
  readonly booking: RoomDirectoryBooking | null;
}

/** browsing 3: "Booking: title, description, content, price per person, priceDetails, images". */
export interface RoomDirectoryBooking {
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  /** The restaurant's HTML, sanitized where it is shown. */
  readonly content: LocalizedText;
  /** Cents; null when the booking has no price. */
  readonly price_per_person: number | null;
  readonly priceDetails: LocalizedText;
  readonly images: readonly string[];
}

/** browsing 3: a social or rating network link (social_network, notation_network: name to link). */
export interface NetworkLink {
  readonly name: string;
  readonly link: string;
}

/** browsing 3, Label. */
export interface RoomDirectoryLabel {
  readonly id: number;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  readonly position: number;
  readonly url: string | null;
  readonly suggested_icon: string | null;
}

/** browsing 3, Room directory infos. */
export interface RoomDirectory {
  readonly titleInfos: { readonly title: LocalizedText; readonly sub_title: LocalizedText; readonly description: LocalizedText };
  readonly footer: LocalizedText;
  readonly fontColor: string | null;
  readonly bgColor: string | null;
  readonly image_url: string | null;
  readonly mobileMenuBgColor: string | null;
  readonly mobileMenuFontColor: string | null;
  readonly selectedMobileMenuBgColor: string | null;
  readonly selectedMobileMenuFontColor: string | null;
  readonly selectedMobileMenuTitleColor: string | null;
  readonly services: readonly RoomDirectoryService[];
  readonly labels: readonly RoomDirectoryLabel[];
  // --- v2 footer (browsing 2.10 and 3; restaurant infos the spec lists, served with the directory on our path) ---
  /** Shows the useful infos block: contact details, labels, opening hours, practical informations, quick booking. */
  readonly show_additional_infos: boolean;
  /** Shows the footer message (`footer`). */
  readonly show_footer: boolean;
  /** Practical informations such as access and services (the restaurant's HTML). */
  readonly practical_infos: LocalizedText;
  readonly email: string | null;
  readonly social_network: readonly NetworkLink[];
  readonly notation_network: readonly NetworkLink[];
}

/** browsing 2.11: disabled services are hidden; the others show by position. */
export function visibleServices(services: readonly RoomDirectoryService[]): RoomDirectoryService[] {
  return services.filter((service) => !service.disable).sort((a, b) => a.position - b.position || a.id - b.id);
}

/** A service anywhere in the tree, by id (the parent and custom pages take it from the address). */
export function findService(services: readonly RoomDirectoryService[], id: number): RoomDirectoryService | null {
  for (const service of services) {
    if (service.id === id) return service;
    const child = findService(service.services, id);
    if (child) return child;
  }
  return null;
}

/**
 * browsing 2.9: "a non-numeric categoryId redirects to home or the directory": the id of a directory
 * page's address, or null when it is not a whole number.
 */
export function directoryPageId(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
