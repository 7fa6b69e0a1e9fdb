import { describe, expect, it } from 'vitest';
import type { DeskMessage } from '../../core/desk';
import { applyEvent, mergeMessages, type Conversation } from './useSupportDesk';

const msg = (id: number, body = `m${id}`): DeskMessage => ({ id, conversation_id: 7, sender: 'user', body, created_at: `2026-11-26T10:00:0${id}.000Z` });
const conv = (id: number, unread = 0): Conversation => ({
  id, uid: `u${id}`, email: `u${id}@example.com`, guest: false, unread, last_message_at: '', last_sender: 'user', last_body: '',
});

describe('support desk', () => {
  it('keeps messages pushed while the conversation was loading, once each, after the loaded ones', () => {
    expect(mergeMessages([msg(1), msg(2)], [msg(2), msg(3)]).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(mergeMessages([msg(1)], []).map((m) => m.id)).toEqual([1]);
    expect(mergeMessages([], [msg(4)]).map((m) => m.id)).toEqual([4]);
  });

  it('moves a conversation with a new message to the top with its count; an unknown one asks for a reload', () => {
    const list = [conv(1), conv(7, 1), conv(3)];
    const next = applyEvent(list, { type: 'SUPPORT_MESSAGE', data: { conversation_id: 7, unread: 2, message: msg(5, 'hello') } })!;
    expect(next.map((c) => [c.id, c.unread])).toEqual([[7, 2], [1, 0], [3, 0]]);
    expect(next[0].last_body).toBe('hello');
    expect(applyEvent(list, { type: 'SUPPORT_MESSAGE', data: { conversation_id: 99, unread: 1, message: msg(6) } })).toBeNull();
  });
});
