/** The pages loaded on demand that a link may start loading ahead of a click. */
export type PrefetchablePage = 'productCompose' | 'productFullView' | 'basket' | 'checkout' | 'outOfStock' | 'limitation' | 'formulaDetails' | 'about' | 'categories';

export type PageLoaders = Readonly<Record<PrefetchablePage, () => Promise<unknown>>>;

/**
 * How each page loads is the shell's knowledge (ui/app/lazy-pages.ts registers it at start): an area's link
 * only names the page, so no area imports the shell or the area that owns the page.
 */
let loaders: PageLoaders | null = null;

export function registerPageLoaders(pages: PageLoaders): void {
  loaders = pages;
}

/** Starts loading chunks ahead of a click; a failure here is retried by the click itself. */
export function prefetch(...pages: readonly PrefetchablePage[]): void {
  for (const page of pages) void loaders?.[page]().catch(() => undefined);
}
