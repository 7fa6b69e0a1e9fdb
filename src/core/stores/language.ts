// Current language. Stored as the bare code (not JSON) so a value written by the legacy app ('tw', 'en') still reads.
import type { Lang } from '../types';
import { normalizeLang } from '../i18n/languages';
import { persistentAtom } from './persistent';

export const LANGUAGE_KEY = 'pipkit.lang';

export const $language = persistentAtom<Lang>(LANGUAGE_KEY, 'hk', {
  // Tolerate a JSON-quoted value too ("\"en\""), as written by some persistence libraries.
  decode: (raw) => normalizeLang(raw.replace(/^"|"$/g, '')),
  encode: (v) => v,
});
