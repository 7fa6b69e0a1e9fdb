// The app's single Pipkit client. A 999 (session expired) from any call sends the app to /login via hash navigation.
import { createPipkit } from '../core';
import { startFirstLabels } from './firstLabels';
import { navigate } from './hashLocation';
import { servePageAsks, takePageAsks } from './pageAsks';

// Before the client exists: creating it starts the language's dictionary, which then waits for the first labels.
startFirstLabels();

/** The first screen's requests theme-boot.js sent with the page; main.tsx ends the offer when that screen is left. */
export const pageAsks = servePageAsks(takePageAsks());

export const pipkit = createPipkit({
  navigate: (path) => navigate(path),
  fetch: pageAsks.fetch,
});
