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
