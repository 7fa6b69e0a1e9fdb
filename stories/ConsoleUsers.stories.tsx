import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { normalizeLang } from '../src/core';
import { loadConsoleLabels } from '../src/console/i18n';
import { ConsoleContext } from '../src/console/core/context';
import { fakeConsole } from './fixtures/fakeConsole';
import { Users } from '../src/console/screens/Users';
import { UsersView, type UserRow } from '../src/console/screens/Users/UsersView';

// The console's user list (docs/operators.md "Users"): one state, then the bound screen listing the clients on a
// break — what a compliance report starts from (docs/accounts.md "Trading limits and breaks") — and the accounts their
// owners closed.
const ROWS: UserRow[] = [
  { id: 1012, uid: '73190442', email: 'li.wei@example.com', mobile: '', is_demo: 0, created_at: '2026-11-02T09:14:00.000Z', locked_at: null, break_until: '2026-12-07T18:30:00.000Z' },
  { id: 1007, uid: '51822907', email: '', mobile: '6591234567', is_demo: 0, created_at: '2026-10-21T16:40:00.000Z', locked_at: '2026-11-20T08:00:00.000Z', break_until: null },
  { id: 1003, uid: '20417733', email: 'ana.souza@example.com', mobile: '', is_demo: 0, created_at: '2026-10-02T11:05:00.000Z', locked_at: null },
  { id: 998, uid: '18830215', email: 'p.novak@example.com', mobile: '', is_demo: 0, created_at: '2026-09-14T10:20:00.000Z', locked_at: '2026-12-01T09:30:00.000Z', closed_at: '2026-12-01T09:30:00.000Z' },
];

const meta = {
  title: 'Console/Users',
  component: UsersView,
  loaders: [async ({ globals }) => void (await loadConsoleLabels(normalizeLang(globals.locale ?? 'en')))],
  args: { rows: ROWS, onOpen: fn() },
} satisfies Meta<typeof UsersView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A client on a break says until when beside their status; a locked one says locked, one who closed their account closed. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('li.wei@example.com').closest('tr')).toHaveTextContent(/Active\s*On a break until /);
    await expect(c.getByText('6591234567').closest('tr')).toHaveTextContent('Locked');
    await expect(c.getByText('ana.souza@example.com').closest('tr')).not.toHaveTextContent('On a break');
    await expect(c.getByText('p.novak@example.com').closest('tr')).toHaveTextContent('Closed');
  },
};

const asked: string[] = [];
/** A support agent's console over a fake server that answers the list, filtered by the clients' own limits or status. */
function fakeSupport() {
  return fakeConsole({ operator: { id: 5, email: 'support@broker.example', name: 'Support', role: 'support' }, permissions: ['users.read'] }, (url, _init, json) => {
    if (url.pathname.endsWith('/users/file')) {
      asked.push(`file${url.search}`);
      return new Response('\uFEFFuid,email\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    }
    if (url.pathname.endsWith('/users')) {
      asked.push(url.search);
      const own = url.searchParams.get('own');
      const status = url.searchParams.get('status');
      const rows = ROWS.filter((r) => (own !== 'break' || r.break_until) && (status !== 'closed' || r.closed_at));
      return json({ data: rows, total: rows.length });
    }
    return undefined;
  });
}
// One client for the module: a render that runs twice must not swap it mid-story.
const support = fakeSupport();

/**
 * Chooses `option` in the filter `label`, then checks what the screen asked the server (`query`), how many it says it
 * found, and that Download CSV saves every one of them under `name` (the browser's download caught here).
 */
async function filterAndSave(canvasElement: HTMLElement, label: string, option: string, query: string, name: string) {
  const c = within(canvasElement);
  await c.findByText('ana.souza@example.com');
  await userEvent.selectOptions(c.getByLabelText(label), option);
  await expect(await c.findByTestId('users-found')).toHaveTextContent('Clients found: 1');
  await waitFor(() => expect(c.queryByText('ana.souza@example.com')).toBeNull());
  await expect(asked.at(-1)).toBe(`?limit=50&${query}`);
  const saved = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    await userEvent.click(c.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    await expect(asked.at(-1)).toBe(`file?${query}`);
    await expect((saved.mock.contexts[0] as HTMLAnchorElement).download).toBe(`users-${name}-${new Date().toISOString().slice(0, 10)}.csv`);
  } finally {
    saved.mockRestore();
  }
}

const bound = () => (
  <ConsoleContext.Provider value={support}>
    <Users />
  </ConsoleContext.Provider>
);

/** Bound: "On a break" asks the server for those clients alone, says how many there are, and saves them all. */
export const ListOnBreak: Story = {
  beforeEach: () => void (asked.length = 0),
  render: bound,
  play: ({ canvasElement }) => filterAndSave(canvasElement, 'Own limits', 'break', 'own=break', 'on-break'),
};

/**
 * Bound: the status "Closed" lists the accounts their owners closed, says how many, and its file is named for them —
 * what a review of closed accounts (records kept for years after) starts from.
 */
export const ListClosed: Story = {
  beforeEach: () => void (asked.length = 0),
  render: bound,
  play: async ({ canvasElement }) => {
    await filterAndSave(canvasElement, 'Status', 'closed', 'status=closed', 'closed');
    await expect(within(canvasElement).getByText('p.novak@example.com').closest('tr')).toHaveTextContent('Closed');
  },
};
