import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useApi } from '../internal/api/useApi';
import { useCopy } from '../internal/content/copy';
import { createAccountApi, inviteLink } from '../../core/api/account';
import { INVITE_QR_SIZE, type InviteViewProps } from './InviteView';
import { useStores } from '../provider';
import { useQrImage } from '../internal/qr/useQrImage';

export interface InviteCallbacks {
  /** Links out of the widget, as app paths ('/register', '/login'). */
  onNavigate: (path: string) => void;
  /** Origin of the app the link opens; default location.origin + path of the page. */
  origin?: string;
}

function defaultOrigin(): string {
  const loc = (globalThis as { location?: Location }).location;
  if (!loc) return '';
  return `${loc.origin}${loc.pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '')}`;
}

/** Loads the invite summary (server refuses demo users too), draws the QR code, copies the link. */
export function useInvite({ onNavigate, origin }: InviteCallbacks): InviteViewProps {
  const stores = useStores();
  const api = useApi({ account: createAccountApi });
  const copy = useCopy();
  const demo = useStore(stores.session.$isDemo);
  const user = useStore(stores.session.$user);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const [code, setCode] = useState(user?.invite_code ?? '');
  const [invited, setInvited] = useState<number | null>(null);
  const link = code ? inviteLink(origin ?? defaultOrigin(), code) : '';

  const load = useCallback(() => {
    if (demo) return;
    setState('loading');
    api.account
      .inviteInfo()
      .then((info) => {
        setCode(info.invite_code);
        setInvited(info.invited);
        setState('ready');
      })
      .catch(() => setState('error'));
  }, [api, demo]);
  useEffect(load, [load]);

  // Drawn once the encoder has loaded; the link and the copy button do not wait for it.
  const qr = useQrImage(link, { level: 'H', size: INVITE_QR_SIZE });

  return {
    status: demo ? 'demo' : state,
    code,
    link,
    qrDataUrl: qr,
    invited,
    onCopy: () => {
      copy(link);
    },
    onRetry: load,
    onRegister: () => onNavigate('/register'),
    onLogin: () => onNavigate('/login'),
  };
}
