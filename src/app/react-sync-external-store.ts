// wouter imports useSyncExternalStore through the `use-sync-external-store` shim, which exists for React < 18; the
// app build points that import here (vite.config.ts), to React 19's own hook, so the shim is not in the first load.
export { useSyncExternalStore } from 'react';
