// The notification tray: a bell with the count of unread server-side events, and the list of them (newest first).
import { styled } from 'styled-components';
import { formatDate, type ToastKind } from '../../core';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { Icon } from '../ui/icons';

export interface NotificationItem {
  seq: number;
  at: number;
  text: string;
  kind: ToastKind;
}

export interface NotificationsViewProps {
  /** Unread notices, newest first. */
  items: NotificationItem[];
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onMarkAllRead: () => void;
}

const Bell = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Badge = styled.span`
  position: absolute;
  inset-block-start: 4px;
  inset-inline-end: 2px;
  min-inline-size: 18px;
  padding-inline: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 18px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-block-size: 50vh;
  overflow-y: auto;
  & > li {
    padding-block: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  & time {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Text = styled.p<{ $kind: ToastKind }>`
  margin: 0;
  color: ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.down : $kind === 'success' ? theme.colors.up : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function NotificationsView({ items, open, onOpen, onClose, onMarkAllRead }: NotificationsViewProps) {
  const t = useT();
  return (
    <>
      {/* The name is the visible count and a hidden word: "Notifications 3". */}
      <Bell type="button" aria-haspopup="dialog" onClick={onOpen} data-testid="notifications-bell">
        <Icon name="bell" aria-hidden="true" />
        <VisuallyHidden>{t('trade.notifications')} </VisuallyHidden>
        {items.length > 0 && <Badge>{items.length > 99 ? '99+' : items.length}</Badge>}
      </Bell>
      <Dialog
        open={open}
        title={t('trade.notifications')}
        onClose={onClose}
        actions={
          <>
            <Button $variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button disabled={items.length === 0} onClick={onMarkAllRead}>
              {t('trade.markAllRead')}
            </Button>
          </>
        }
      >
        {items.length === 0 ? (
          <Empty>{t('trade.noNotifications')}</Empty>
        ) : (
          <List>
            {items.map((n) => (
              <li key={n.seq}>
                <Text $kind={n.kind}>{n.text}</Text>
                <time dateTime={new Date(n.at).toISOString()}>{formatDate(n.at)}</time>
              </li>
            ))}
          </List>
        )}
      </Dialog>
    </>
  );
}

