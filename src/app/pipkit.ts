// The app's single Pipkit client. A 999 (session expired) from any call sends the app to /login via hash navigation.
import { createPipkit } from '../core';
import { startFirstLabels } from './firstLabels';
import { navigate } from './hashLocation';

// Before the client exists: creating it starts the language's dictionary, which then waits for the first labels.
startFirstLabels();

export const pipkit = createPipkit({
  navigate: (path) => navigate(path),
});
