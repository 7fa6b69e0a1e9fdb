import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsoleClient } from '../../core/client';
import { connectDesk, type DeskEvent, type DeskMessage } from '../../core/desk';

export interface Conversation {
  id: number;
  uid: string;
  email: string;
  guest: boolean;
  unread: number;
  last_message_at: string;
  last_sender: string;
  last_body: string;
}

/** Applies one live event to the conversation list: the conversation moves to the top with its new count. */
export function applyEvent(list: Conversation[], e: DeskEvent): Conversation[] | null {
  const i = list.findIndex((c) => c.id === e.data.conversation_id);
  if (i < 0) return null; // a new conversation: the caller reloads the list
  const c = { ...list[i], unread: e.data.unread, last_message_at: e.data.message.created_at, last_sender: e.data.message.sender, last_body: e.data.message.body.slice(0, 200) };
  return [c, ...list.slice(0, i), ...list.slice(i + 1)];
}

/**
 * The list as loaded, without losing what the socket told after the server wrote it: a conversation whose last
 * message here is newer than the loaded one keeps its count and last message, and the list stays newest first.
 */
export function mergeList(loaded: Conversation[], current: Conversation[]): Conversation[] {
  const here = new Map(current.map((c) => [c.id, c]));
  const merged = loaded.map((c) => {
    const live = here.get(c.id);
    return live && live.last_message_at > c.last_message_at
      ? { ...c, unread: live.unread, last_message_at: live.last_message_at, last_sender: live.last_sender, last_body: live.last_body }
      : c;
  });
  // A stable sort: ties keep the server's order (newest conversation first).
  return merged.sort((a, b) => (a.last_message_at < b.last_message_at ? 1 : a.last_message_at > b.last_message_at ? -1 : 0));
}

/**
 * A conversation's messages as loaded, plus those pushed while the load was on its way: the answer was written when
 * the request arrived, so a message pushed after it would otherwise vanish from the screen.
 */
export function mergeMessages(loaded: DeskMessage[], pushed: DeskMessage[]): DeskMessage[] {
  const have = new Set(loaded.map((m) => m.id));
  return [...loaded, ...pushed.filter((m) => !have.has(m.id))];
}

/** The support desk's data: conversations and the open one's messages, kept live by the desk socket. */
export function useSupportDesk(client: ConsoleClient, wsUrl: string) {
  const [conversations, setConversations] = useState<Conversation[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [messages, setMessages] = useState<DeskMessage[]>([]);
  const [live, setLive] = useState(false);
  const [error, setError] = useState<string>();
  // The conversation opened last, set at once (not at the next render): an answer for one opened before it is dropped.
  const openRef = useRef<number | null>(null);

  // Lists asked for (reconnects and new conversations ask again): only the answer to the last one is applied.
  const listAsked = useRef(0);

  const loadList = useCallback(() => {
    const asked = ++listAsked.current;
    client.call<Conversation[]>('GET', '/support/conversations').then(
      (loaded) => {
        if (asked === listAsked.current) setConversations((current) => mergeList(loaded, current));
      },
      (e: Error) => setError(e.message),
    );
  }, [client]);

  useEffect(() => {
    loadList();
    return connectDesk({
      url: wsUrl,
      token: () => client.token(),
      onStatus: (up) => {
        setLive(up);
        if (up) loadList(); // anything missed while down
      },
      onEvent: (e) => {
        setConversations((list) => {
          const next = applyEvent(list, e);
          if (!next) loadList();
          return next ?? list;
        });
        if (e.data.conversation_id === openRef.current) setMessages((m) => (m.some((x) => x.id === e.data.message.id) ? m : [...m, e.data.message]));
      },
    });
  }, [client, wsUrl, loadList]);

  const select = useCallback(
    (id: number) => {
      openRef.current = id;
      setSelected(id);
      setMessages([]);
      client.call<{ messages: DeskMessage[] }>('GET', `/support/conversations/${id}`).then(
        (r) => {
          if (openRef.current === id) setMessages((pushed) => mergeMessages(r.messages, pushed));
        },
        (e: Error) => setError(e.message),
      );
    },
    [client],
  );

  const send = useCallback(
    async (text: string) => {
      if (openRef.current === null) return;
      setError(undefined);
      try {
        await client.call('POST', `/support/conversations/${openRef.current}/reply`, { text });
      } catch (e) {
        setError((e as Error).message);
        throw e;
      }
    },
    [client],
  );

  return { conversations, selected, messages, live, error, select, send };
}
