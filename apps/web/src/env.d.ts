/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; empty (the default) means the app's own origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
