/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The platform API's base URL; defaults to the page's own origin, where the simulator serves it. */
  readonly VITE_API_BASE_URL?: string;
  /** The maps' style (checkout 2, browsing 2.12); defaults to the simulator's offline style. */
  readonly VITE_MAP_STYLE_URL?: string;
  /** browsing 2.12: the store locator's geocoder (adapters/geocoding); defaults to the API's base, where the simulator answers. */
  readonly VITE_GEOCODER_URL?: string;
  /** checkout 2: courier hosts whose tracking page may be framed, comma-separated (the server's CSP lists the same). */
  readonly VITE_COURIER_TRACKING_HOSTS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
