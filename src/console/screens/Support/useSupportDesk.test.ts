import { describe, expect, it } from 'vitest';
import type { DeskMessage } from '../../core/desk';
import { applyEvent, mergeList, mergeMessages, type Conversation } from './useSupportDesk';

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

  it('a list answer written before a pushed message keeps the newer count and last message, newest first', () => {
    const at = (s: number) => `2026-11-26T10:00:${String(s).padStart(2, '0')}.000Z`;
    const loaded = [
      { ...conv(1, 1), last_message_at: at(30), last_body: 'one' },
      { ...conv(7, 1), last_message_at: at(20), last_body: 'old' },
      { ...conv(3, 0), last_message_at: at(10), last_body: 'three' },
    ];
    // the socket moved 7 up with a second unread message after the server had written the answer
    const current = [{ ...conv(7, 2), last_message_at: at(40), last_body: 'new' }, { ...conv(1, 5), last_message_at: at(30), last_body: 'one' }];
    const merged = mergeList(loaded, current);
    expect(merged.map((c) => [c.id, c.unread, c.last_body])).toEqual([[7, 2, 'new'], [1, 1, 'one'], [3, 0, 'three']]);
    // nothing newer here: the server's answer as it is (a conversation read since then shows 0)
    expect(mergeList(loaded, [])).toEqual(loaded);
  });
});
