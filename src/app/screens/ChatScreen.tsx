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
      <Chat onRedirect={onRedirect} />
    </>
  );
}
