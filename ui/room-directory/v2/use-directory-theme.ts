import type { RefObject } from 'react';
import { useEffect } from 'react';
import type { RoomDirectory } from '../../../core/domain/room-directory/room-directory';

/** A URL put in a CSS url(""): quotes, backslashes and line breaks escaped. */
const cssUrl = (url: string) => `url("${url.replace(/["\\\n\r]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}")`;

/**
 * browsing 2.10 and 3: the directory's colours (checked #rgb/#rrggbb by the schema) and its background
 * image, as CSS custom properties set through the CSSOM: the page's CSP allows no inline style attribute.
 */
export function useDirectoryTheme(root: RefObject<HTMLElement | null>, directory: RoomDirectory): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const properties: [string, string | null][] = [
      ['--rd-font-color', directory.fontColor],
      ['--rd-bg-color', directory.bgColor],
      ['--rd-background-image', directory.image_url ? cssUrl(directory.image_url) : null],
      ['--rd-menu-bg', directory.mobileMenuBgColor],
      ['--rd-menu-font', directory.mobileMenuFontColor],
      ['--rd-menu-selected-bg', directory.selectedMobileMenuBgColor],
      ['--rd-menu-selected-font', directory.selectedMobileMenuFontColor],
      ['--rd-menu-selected-title', directory.selectedMobileMenuTitleColor],
    ];
    for (const [name, value] of properties) {
      if (value) element.style.setProperty(name, value);
      else element.style.removeProperty(name);
    }
  }, [root, directory]);
}
