import { useStore } from '@nanostores/react';
import { $language, formatDate } from '../../core';

/** Date and time of an article in the current language (Intl, Latin digits). */
export function useFormatDate(): (iso: string) => string {
  const lang = useStore($language);
  return (iso) => {
    if (!iso) return '';
    try {
      return formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }, lang);
    } catch {
      return iso;
    }
  };
}
