import { formatDate, formatNumber } from '../../core';

/** Money as the desk reads it: two decimals at least, grouped, in the console's language. */
export const money = (value: string) => formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 6 });

/** A stored ISO time in the operator's locale, to the second. */
export const when = (iso: string | null | undefined) =>
  iso ? formatDate(iso, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }) : '';
