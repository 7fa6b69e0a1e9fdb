import { useT } from '../../../widgets/provider/useT';
import { StatusBadge } from '../../../widgets/ui';
import { useConsole } from '../../core/context';
import { Page } from '../../ui/Page';
import { SupportView } from './SupportView';
import { useSupportDesk } from './useSupportDesk';

const deskUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/admin/api/socket`;

/** Support chat as an operator: live over the desk socket (no polling), unread counts per conversation. */
export function Support() {
  const t = useT();
  const client = useConsole();
  const desk = useSupportDesk(client, deskUrl());
  const unread = desk.conversations.reduce((n, c) => n + c.unread, 0);
  return (
    <Page
      title={t('console.support.heading')}
      tools={
        <>
          {unread > 0 && <StatusBadge tone="wait">{t('console.support.unread', { count: unread })}</StatusBadge>}
          <StatusBadge tone={desk.live ? 'ok' : 'bad'}>{desk.live ? t('console.support.live') : t('console.support.offline')}</StatusBadge>
        </>
      }
    >
      {desk.error && <p role="alert">{desk.error}</p>}
      <SupportView conversations={desk.conversations} selected={desk.selected} messages={desk.messages} canReply={client.can('support.chat')} onSelect={desk.select} onSend={desk.send} />
    </Page>
  );
}
