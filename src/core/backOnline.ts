/** How long after the browser says it is back online a failed load is tried a second time. */
export const SETTLE_MS = 3000;

/**
 * Calls `again` each time the browser comes back online, and once more SETTLE_MS later. The `online` event can come
 * before requests get through — a phone's radio is up before its route, and Chromium tells the page before its
 * network service — so a load tried at the event alone can fail once more, and would then wait for an event that
 * never comes (the browser is online already). `again` must do nothing when nothing is left to load; it hears whether
 * this is the settled call. Returns the cancel. Without `addEventListener` (a server render) it does nothing.
 */
export function onBackOnline(again: (settled: boolean) => void): () => void {
  if (typeof addEventListener !== 'function') return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const back = () => {
    clearTimeout(timer);
    again(false);
    timer = setTimeout(() => again(true), SETTLE_MS);
  };
  addEventListener('online', back);
  return () => {
    removeEventListener('online', back);
    clearTimeout(timer);
  };
}
