/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The platform API's base URL; defaults to the page's own origin, where the simulator serves it. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
