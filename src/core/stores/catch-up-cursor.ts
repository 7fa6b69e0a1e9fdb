// A catch-up cursor (docs/socket.md "Catching up"): the server's time of a subscription, sent back as `since` on the
// next one. Only a time is kept: the server refuses the `sub` of anything else, and the topic would stay silent.
export const isCatchUpCursor = (v: unknown): v is string => typeof v === 'string' && v.length <= 40 && Number.isFinite(Date.parse(v));
