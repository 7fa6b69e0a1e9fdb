// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsoleClient } from './client';
import { useApi, type ApiState } from './useApi';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A client whose GET answers wait until the test releases them, by path. */
function heldClient() {
  const held = new Map<string, (data: unknown) => void>();
  const client = { call: (_m: string, path: string) => new Promise((r) => held.set(path, r)) } as unknown as ConsoleClient;
  return { client, answer: async (path: string, data: unknown) => act(async () => held.get(path)!(data)) };
}

let root: ReturnType<typeof createRoot> | undefined;
afterEach(() => act(() => root?.unmount()));

function mount(client: ConsoleClient) {
  const seen: ApiState<{ name: string }>[] = [];
  const Probe = ({ p }: { p: string }) => {
    seen.push(useApi<{ name: string }>(client, p));
    return null;
  };
  root = createRoot(document.createElement('div'));
  const show = (p: string) => act(() => root!.render(createElement(Probe, { p })));
  return { seen, show, last: () => seen[seen.length - 1] };
}

describe('useApi', () => {
  it('shows no data of the previous path while a new one loads, and ignores a late answer for an older path', async () => {
    const { client, answer } = heldClient();
    const probe = mount(client);
    await probe.show('/users/1');
    await answer('/users/1', { name: 'Ann' });
    expect(probe.last()).toMatchObject({ data: { name: 'Ann' }, loading: false });
    const from = probe.seen.length;
    await probe.show('/users/2');
    // never user 1's record under user 2's id, not even for one render
    expect(probe.seen.slice(from).map((s) => s.data)).toEqual(probe.seen.slice(from).map(() => undefined));
    expect(probe.last()).toMatchObject({ loading: true });
    await probe.show('/users/3');
    await answer('/users/2', { name: 'Bob' }); // answered after the operator moved on
    expect(probe.last()).toMatchObject({ data: undefined, loading: true });
    await answer('/users/3', { name: 'Cy' });
    expect(probe.last()).toMatchObject({ data: { name: 'Cy' }, loading: false });
  });

  it('keeps the data it has while the same path reloads', async () => {
    const { client, answer } = heldClient();
    const probe = mount(client);
    await probe.show('/dashboard');
    await answer('/dashboard', { name: 'first' });
    await act(async () => probe.last().reload());
    expect(probe.last()).toMatchObject({ data: { name: 'first' }, loading: true });
    await answer('/dashboard', { name: 'second' });
    expect(probe.last()).toMatchObject({ data: { name: 'second' }, loading: false });
  });
});
