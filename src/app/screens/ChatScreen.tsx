import { useCallback } from 'react';
import { Chat } from '../../widgets/Chat';
import { useT } from '../../widgets/provider';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /mine/chat: the customer-service frame (or link / redirect per service_link_type). */
export function ChatScreen() {
  const t = useT();
  const onRedirect = useCallback((url: string) => location.assign(url), []);
  return (
    <>
      <ScreenHeader title={t('content.chatTitle')} />
      {/* Full screen below the header (SPEC §2): header ≈ 64 px + the shell's 16 px bottom padding. */}
      <Chat onRedirect={onRedirect} frameHeight="calc(100dvh - 80px)" />
    </>
  );
}
