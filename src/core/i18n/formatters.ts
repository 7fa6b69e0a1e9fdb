// Intl's formatters, made once per locale and options and kept for the page. Making one is what costs: a
// DateTimeFormat takes 0.2-0.5 ms on a phone's CPU (Chromium at 4x slowdown), formatting with it 0.01 ms, and a list
// re-rendered by live prices formats its dates and figures many times a second (docs/performance.md "Date and number
// formatters kept"). The key is the options' JSON, so options written inline at each call still find their formatter.

/** More keys than any screen uses: if options are ever built from data, the cache starts over instead of growing. */
const MAX_KEPT = 200;

function keeper<F>(make: (locale: string, options: object) => F) {
  const kept = new Map<string, F>();
  return (locale: string, options: object): F => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let f = kept.get(key);
    if (f === undefined) {
      f = make(locale, options);
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(key, f);
    }
    return f;
  };
}

export const dateTimeFormat: (locale: string, options: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat = keeper(
  (locale, options) => new Intl.DateTimeFormat(locale, options),
);

export const numberFormat: (locale: string, options: Intl.NumberFormatOptions) => Intl.NumberFormat = keeper(
  (locale, options) => new Intl.NumberFormat(locale, options),
);
