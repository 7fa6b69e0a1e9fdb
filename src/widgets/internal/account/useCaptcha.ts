import { useCallback, useEffect, useState } from 'react';
import { createAccountApi } from '../../../core/api/account';
import { useApi } from '../api/useApi';

export interface CaptchaState {
  /** The captcha's key, sent with its text; null until one is loaded. */
  id: string | null;
  image: string | null;
  /** Loads a new picture (a captcha is single use: after every refused attempt). */
  refresh: () => void;
}

/** A picture captcha from GET /api/captcha while `active`. */
export function useCaptcha(active: boolean): CaptchaState {
  const api = useApi({ account: createAccountApi });
  const [captcha, setCaptcha] = useState<{ id: string; image: string } | null>(null);
  const refresh = useCallback(() => {
    api.account
      .captcha()
      .then((c) => setCaptcha({ id: c.id, image: c.b64s }))
      .catch(() => setCaptcha(null));
  }, [api]);
  useEffect(() => {
    if (active) refresh();
  }, [active, refresh]);
  return { id: captcha?.id ?? null, image: captcha?.image ?? null, refresh };
}
