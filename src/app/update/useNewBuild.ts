import { useEffect, useState } from 'react';
import { entryOf, isNewBuild } from './version';

const EVERY_MS = 15 * 60_000;
const AT_MOST_EVERY_MS = 60_000;

/**
 * True once the server serves another build of the app than the one this page runs (a deploy happened while it was
 * open). Asks for the page (`index.html`, revalidated: a 304 when nothing changed) when the person comes back to the
 * tab, when the device is back online and every 15 minutes, at most once a minute.
 */
export function useNewBuild(): boolean {
  const [news, setNews] = useState(false);
  useEffect(() => {
    // The attribute as written in the page, the same form the fetched page has.
    const running = document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
    if (!running || news) return;
    let last = 0;
    let live = true;
    const check = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < AT_MOST_EVERY_MS) return;
      last = Date.now();
      fetch(new URL('./', document.baseURI), { cache: 'no-cache' })
        .then((res) => (res.ok ? res.text() : ''))
        .then((html) => live && isNewBuild(running, entryOf(html)) && setNews(true))
        .catch(() => undefined); // offline or refused: the next occasion asks again
    };
    const timer = setInterval(check, EVERY_MS);
    document.addEventListener('visibilitychange', check);
    addEventListener('online', check);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      removeEventListener('online', check);
    };
  }, [news]);
  return news;
}
