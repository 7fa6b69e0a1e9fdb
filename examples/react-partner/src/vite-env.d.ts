/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_PIPKIT_API?: string;
}
