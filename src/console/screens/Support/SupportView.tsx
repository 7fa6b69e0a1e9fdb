import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, StatusBadge } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { when } from '../../core/format';
import type { DeskMessage } from '../../core/desk';
import type { Conversation } from './useSupportDesk';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 320px) 1fr;
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  button {
    inline-size: 100%;
    text-align: start;
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Thread = styled.section`
  display: grid;
  grid-template-rows: 1fr auto;
  gap: ${({ theme }) => theme.space.md};
  min-block-size: 360px;
`;

const Messages = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  max-block-size: 60vh;
  overflow-y: auto;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-inline-size: 75%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.onPrimary : theme.colors.text)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  small {
    display: block;
    opacity: 0.8;
  }
`;

const Reply = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  textarea {
    flex: 1;
    min-block-size: 64px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

export interface SupportViewProps {
  conversations: Conversation[];
  selected: number | null;
  messages: DeskMessage[];
  canReply: boolean;
  onSelect: (id: number) => void;
  onSend: (text: string) => Promise<void>;
}

/** Conversations (unread first in mind: each shows its count) and the open thread with the reply box. */
export function SupportView({ conversations, selected, messages, canReply, onSelect, onSend }: SupportViewProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    try {
      await onSend(text.trim());
      setText('');
    } catch {
      /* the screen shows the error */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Layout>
      <List aria-label={t('console.support.conversations')}>
        {conversations.map((c) => (
          <li key={c.id}>
            <button type="button" aria-current={c.id === selected} onClick={() => onSelect(c.id)} data-conversation={c.id}>
              <span>
                {c.guest ? t('console.support.guest') : c.email || c.uid}{' '}
                {c.unread > 0 && <StatusBadge tone="wait">{t('console.support.unread', { count: c.unread })}</StatusBadge>}
              </span>
              <small>{c.last_body}</small>
              <small>{when(c.last_message_at)}</small>
            </button>
          </li>
        ))}
      </List>
      {selected !== null && (
        <Thread aria-label={t('console.support.thread', { id: selected })}>
          <Messages>
            {messages.map((m) => (
              <Bubble key={m.id} $mine={m.sender === 'operator'}>
                <span>{m.body}</span>
                <small>{when(m.created_at)}</small>
              </Bubble>
            ))}
          </Messages>
          {canReply && (
            <Reply onSubmit={submit}>
              <textarea aria-label={t('console.support.reply')} value={text} maxLength={4000} onChange={(e) => setText(e.target.value)} />
              <Button type="submit" disabled={busy || !text.trim()}>
                {t('console.support.send')}
              </Button>
            </Reply>
          )}
        </Thread>
      )}
    </Layout>
  );
}
