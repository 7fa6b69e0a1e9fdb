// A QR code as an image, for the invitation link, an authenticator key (two-step sign-in) and a new operator's key in
// the back office. The encoder (`qrcode`) is a lazy chunk fetched the first time a code is drawn, so no entry that
// shows one pays for it up front (docs/embedding.md "Budgets"); the text the code holds is always shown beside it.
import { useEffect, useState } from 'react';

export interface QrImageOptions {
  /** Error correction: 'H' for a link printed or photographed from a screen, 'M' for a key scanned at once. */
  level: 'M' | 'H';
  /** CSS pixels, square. */
  size: number;
}

/**
 * The data URL of `text`'s QR code, or null while there is nothing to draw, the encoder is loading, or it failed.
 * An image drawn for an earlier text is never returned for a new one.
 */
export function useQrImage(text: string | null | undefined, { level, size }: QrImageOptions): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    import('qrcode')
      .then((m) => (m.default ?? m).toDataURL(text, { errorCorrectionLevel: level, width: size, margin: 1 }))
      .then((url) => live && setDrawn({ text, url }))
      .catch(() => undefined); // no image: the text is there to copy or type
    return () => {
      live = false;
    };
  }, [text, level, size]);
  return text && drawn?.text === text ? drawn.url : null;
}
