import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useTheme } from 'styled-components';
import { $language } from '../../core';
import { chatUrl } from '../../core/api/content';
import { usePipkit, useStores } from '../provider';
import { useCopy } from '../internal/content/copy';
import type { ChatViewProps } from './ChatView';

export interface ChatCallbacks {
  /** service_link_type 3: the app leaves for the link (location.assign). */
  onRedirect: (url: string) => void;
}

/**
 * The chat address from the server settings: service_link (default: the server's built-in chat) with uid, e-mail
 * and language of the logged-in user (and, for the built-in chat, the theme's colour scheme); service_link_type 2
 * shows and copies it, 3 redirects, else the frame.
 */
export function useChat({ onRedirect }: ChatCallbacks): ChatViewProps {
  const stores = useStores();
  const copy = useCopy();
  const pipkit = usePipkit();
  const info = useStore(stores.$basicInfo);
  const session = useStore(stores.session.$session);
  const lang = useStore($language);
  const { colorScheme } = useTheme();
  const type = Number(info?.service_link_type ?? 1);
  const mode: ChatViewProps['mode'] = !info ? 'loading' : type === 2 ? 'link' : type === 3 ? 'redirect' : 'frame';
  const url = useMemo(
    () =>
      info
        ? chatUrl(info.service_link, pipkit.apiBase, {
            uid: session.user?.uid === undefined ? undefined : String(session.user.uid),
            email: session.user?.email,
            lang,
            theme: colorScheme,
            // Only the in-app frame of the built-in chat gets the session (never a copied or visited link).
            token: mode === 'frame' ? session.token || undefined : undefined,
          })
        : '',
    [info, pipkit.apiBase, session, lang, colorScheme, mode],
  );
  useEffect(() => {
    if (mode === 'redirect' && url) onRedirect(url);
  }, [mode, url, onRedirect]);
  useEffect(() => {
    if (!info) void pipkit.actions.loadBasicInfo().catch(() => undefined);
  }, [info, pipkit]);
  return { mode, url, onCopy: () => copy(url) };
}
