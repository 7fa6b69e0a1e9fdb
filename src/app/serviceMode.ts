// Service mode (docs/product.md#users-and-modes): GET /api/company/getCompanyStatus decides whether /product searches companies (type 0,
// main mode) and whether the service is withdrawn (status 0: the browser leaves for the configured URL).
import { atom } from 'nanostores';
import { $language, isSafeLink, type CompanyStatus, type Pipkit } from '../core';
import { createContentApi, renewCompanyChoice } from '../core/api/content';

export const $serviceMode = atom<CompanyStatus | null>(null);
export const isMainMode = (s: CompanyStatus | null) => s !== null && Number(s.type) === 0;

/**
 * The withdrawal URL resolved against the API origin; the built-in page gets the language and the colour scheme the
 * page is drawn in (`data-theme`, set by theme-boot.js and the app's theme), so it opens in the app's colours.
 */
export function withdrawalUrl(status: CompanyStatus, apiBase: string): string {
  const base = new URL(apiBase || '/', location.origin);
  const url = new URL(status.url && isSafeLink(status.url) ? status.url : '/unavailable.html', base);
  if (url.origin === base.origin && url.pathname === '/unavailable.html') {
    url.searchParams.set('lang', $language.get());
    const scheme = document.documentElement.getAttribute('data-theme');
    if (scheme === 'light' || scheme === 'dark') url.searchParams.set('theme', scheme);
  }
  return url.toString();
}

/** Loads the mode once at start; status 0 replaces the page with the withdrawal URL. Never rejects. */
export async function checkServiceMode(pipkit: Pipkit, leave: (url: string) => void = (u) => location.replace(u)): Promise<void> {
  renewCompanyChoice();
  try {
    const status = await createContentApi(pipkit.http).company.status({ showErrorMessage: false });
    $serviceMode.set(status);
    if (Number(status.status) === 0) leave(withdrawalUrl(status, pipkit.apiBase));
  } catch {
    $serviceMode.set({ type: 1, status: 1 });
  }
}
