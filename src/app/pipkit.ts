// The app's single Pipkit client. A 999 (session expired) from any call sends the app to /login via hash navigation.
import { createPipkit } from '../core';
import { navigate } from './hashLocation';

export const pipkit = createPipkit({
  navigate: (path) => navigate(path),
});
