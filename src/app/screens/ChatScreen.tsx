import { useCallback } from 'react';
import { isSafeLink } from '../../core';
import { Chat } from '../../widgets/Chat';
import { useT } from '../../widgets/provider';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /mine/chat: the customer-service frame (or link / redirect per service_link_type). */
export function ChatScreen() {
  const t = useT();
  // The server refuses unsafe links; the app checks again before leaving, in case an older server stored one.
  const onRedirect = useCallback((url: string) => isSafeLink(url) && location.assign(url), []);
  return (
    <>
      <ScreenHeader title={t('content.chatTitle')} />
      {/* Full screen below the header (docs/product.md#routes-and-screens): header ≈ 64 px + the shell's 16 px bottom padding. */}
      <Chat onRedirect={onRedirect} frameHeight="calc(100dvh - 80px)" />
    </>
  );
}
