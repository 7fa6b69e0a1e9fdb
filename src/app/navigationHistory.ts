// Counts in-app navigations so "back" can tell an in-app previous screen (history.back()) from a deep link
// opened in a fresh tab (go home instead of leaving the app).
import { navigate } from './hashLocation';

let inAppSteps = 0;

export function noteNavigation(): void {
  inAppSteps += 1;
}

/** First render counts as the entry screen, not a step. */
export function hasInAppHistory(): boolean {
  return inAppSteps > 1;
}

export function goBack(fallback = '/'): void {
  if (hasInAppHistory()) history.back();
  else navigate(fallback, { replace: true });
}
