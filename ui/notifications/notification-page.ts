/**
 * The page an address shows, without the overlays opened over it (browsing 2.1: productFullView,
 * productCompose, basket and the checkout drawer are child routes of the menu and of the home): closing the compose dialog
 * after "added to the basket" stays on the same page, so its notification stays.
 */
export function pageOf(pathname: string): string {
  const page = pathname.replace(/\/(productFullView|productCompose)\/[^/]+\/?$|\/(basket|checkout)\/?$/, '');
  return page.length > 1 ? page.replace(/\/$/, '') : page;
}
