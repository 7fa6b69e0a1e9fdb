// One dynamic import per dictionary, written out literally so Vite and tsup split each language into its own chunk.
import type { Lang } from '../types';

export type Dictionary = Record<string, unknown>;
type Loader = () => Promise<{ default: Dictionary } | Dictionary>;

export const DICTIONARY_LOADERS: Record<Lang, Loader> = {
  hk: () => import('./hk.json'),
  en: () => import('./en.json'),
  jp: () => import('./jp.json'),
  kr: () => import('./kr.json'),
  th: () => import('./th.json'),
  vn: () => import('./vn.json'),
  fr: () => import('./fr.json'),
  de: () => import('./de.json'),
  ru: () => import('./ru.json'),
  spa: () => import('./spa.json'),
  pt: () => import('./pt.json'),
  ar: () => import('./ar.json'),
  it: () => import('./it.json'),
  tr: () => import('./tr.json'),
  id: () => import('./id.json'),
  my: () => import('./my.json'),
  hi: () => import('./hi.json'),
  cs: () => import('./cs.json'),
  fa: () => import('./fa.json'),
  fi: () => import('./fi.json'),
  et: () => import('./et.json'),
};
