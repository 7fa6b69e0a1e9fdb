import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { normalizeLang } from '../src/core';
import { loadConsoleLabels } from '../src/console/i18n';
import { ConsoleContext } from '../src/console/core/context';
import { fakeConsole } from './fixtures/fakeConsole';
import { Closures } from '../src/console/screens/Closures';
import { ClosuresView } from '../src/console/screens/Closures/ClosuresView';
import { EditClosure } from '../src/console/screens/Closures/EditClosure';
import { blankClosure, closureFields, type ClosureRow } from '../src/console/screens/Closures/closure-form';

// The dealing desk's calendar of market closures (docs/operators.md "Market holidays"): the list, the form in its
// states, and the screen bound to a console client over a fake admin API.
const XMAS: ClosureRow = {
  Id: 3, Reason: 'holiday', Name: 'Christmas Day', Markets: ['fx', 'metal', 'US30'], Zone: 'America/New_York', Start: '2026-12-24T13:00', End: '2026-12-25T17:00',
  StartAt: Date.parse('2026-12-24T18:00Z') / 1000, EndAt: Date.parse('2026-12-25T22:00Z') / 1000, State: 'upcoming', UpdatedAt: '2026-11-30T09:00:00.000Z',
};
const UPGRADE: ClosureRow = {
  Id: 2, Reason: 'maintenance', Name: 'Platform upgrade', Markets: ['crypto'], Zone: 'UTC', Start: '2026-11-30T09:00', End: '2026-11-30T11:00',
  StartAt: Date.parse('2026-11-30T09:00Z') / 1000, EndAt: Date.parse('2026-11-30T11:00Z') / 1000, State: 'in_force', UpdatedAt: '2026-11-29T09:00:00.000Z',
};

const meta = {
  title: 'Console/Closures',
  component: ClosuresView,
  loaders: [async ({ globals }) => void (await loadConsoleLabels(normalizeLang(globals.locale ?? 'en')))],
  args: { rows: [UPGRADE, XMAS], canEdit: true, onEdit: fn(), onRemove: fn() },
} satisfies Meta<typeof ClosuresView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One in force, one ahead: the times as the desk wrote them, on their market's clock. */
export const Calendar: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const rows = c.getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('Platform upgrade');
    await expect(within(rows[0]).getByText('In force')).toBeVisible();
    await expect(rows[1]).toHaveTextContent('2026-12-24 13:00 New York');
    await expect(rows[1]).toHaveTextContent('fx, metal, US30');
    await expect(within(rows[1]).getByText('Ahead')).toBeVisible();
    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(3);
  },
};

/** Finance reads the calendar; only dealing changes it. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

/** An ended closure is history: no buttons on its row. */
export const Ended: Story = {
  args: { rows: [{ ...UPGRADE, State: 'ended' }] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Ended')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Remove' })).toBeNull();
  },
};

const dialog = async (el: HTMLElement) => {
  const d = within(el).getByRole('dialog');
  await waitFor(() => expect(d).toBeVisible());
  return within(d);
};

/** A listed closure, opened to change: its sessions ticked, its pair typed, its clock chosen. */
export const EditForm: Story = {
  render: () => <EditClosure title="Change Christmas Day" initial={closureFields(XMAS)} busy={false} onSave={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await expect(d.getByRole('checkbox', { name: 'fx' })).toBeChecked();
    await expect(d.getByRole('checkbox', { name: 'crypto' })).not.toBeChecked();
    await expect(d.getByLabelText('Pairs (codes, separated by commas)')).toHaveValue('US30');
    await expect(d.getByLabelText('Clock')).toHaveValue('America/New_York');
    await expect(d.getByLabelText('Closes at')).toHaveValue('2026-12-24T13:00');
  },
};

/** A new closure saved empty says what is missing; the server's refusal shows as it said it. */
export const FormProblems: Story = {
  render: () => <EditClosure title="New market closure" initial={blankClosure()} busy={false} error="Unknown market: NOPE1 (a trading session or a pair code)" onSave={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(d.getByText('Give it a name (at most 80 characters).')).toBeVisible();
    await userEvent.type(d.getByLabelText('Name'), 'Thanksgiving');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(d.getByText('Tick a trading session or type a pair.')).toBeVisible();
    await expect(d.getByRole('alert')).toHaveTextContent('Unknown market: NOPE1');
  },
};

/**
 * The screen over a fake admin API: a closure added in the form appears in the calendar, moved, then removed (asking
 * first); each time the screen says how many traders the server told.
 */
function fakeAdmin() {
  const rows: ClosureRow[] = [UPGRADE];
  const sent: unknown[] = [];
  const client = fakeConsole({ operator: { id: 1, email: 'dealing@broker.example', name: 'Dealing', role: 'dealing' }, permissions: ['dealing.read', 'dealing.write'] }, (url, init, json) => {
    if (url.pathname.endsWith('/market_closures') && init?.method === 'POST') {
      const b = JSON.parse(String(init.body));
      sent.push(b);
      rows.push({ ...XMAS, Id: 9, Name: b.name, Markets: b.markets, Zone: b.zone, Start: b.start, End: b.end });
      return json({ ...rows.at(-1), Notified: 3 });
    }
    const one = /\/market_closures\/(\d+)$/.exec(url.pathname);
    if (one && init?.method === 'PUT') {
      const b = JSON.parse(String(init.body));
      sent.push(b);
      const at = rows.findIndex((r) => r.Id === Number(one[1]));
      rows[at] = { ...rows[at], Name: b.name, Markets: b.markets, Zone: b.zone, Start: b.start, End: b.end };
      return json({ ...rows[at], Notified: 1 });
    }
    if (one && init?.method === 'DELETE') {
      rows.splice(rows.findIndex((r) => r.Id === Number(one[1])), 1);
      return json({ id: Number(one[1]), Notified: 2 });
    }
    if (url.pathname.endsWith('/market_closures')) return json(url.searchParams.get('ended') ? [] : rows);
    return undefined;
  });
  return { client, sent };
}

const bound = fakeAdmin();

export const Bound: Story = {
  render: () => (
    <ConsoleContext.Provider value={bound.client}>
      <Closures />
    </ConsoleContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Platform upgrade');
    await userEvent.click(c.getByRole('button', { name: 'Add a closure' }));
    const d = await dialog(canvasElement);
    await userEvent.type(d.getByLabelText('Name'), 'Thanksgiving');
    await userEvent.click(d.getByRole('checkbox', { name: 'us-index' }));
    await userEvent.type(d.getByLabelText('Closes at'), '2027-11-25T00:00');
    await userEvent.type(d.getByLabelText('Opens again at'), '2027-11-26T00:00');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(c.queryByRole('dialog')).toBeNull());
    await expect(bound.sent.at(-1)).toEqual({ reason: 'holiday', name: 'Thanksgiving', markets: ['us-index'], zone: 'America/New_York', start: '2027-11-25T00:00', end: '2027-11-26T00:00' });
    await expect(c.getByRole('status')).toHaveTextContent('Added. Traders told by e-mail or SMS: 3 (those with a position or an order in these markets).');
    // Moved by a day: the server tells those whose pairs it changes for, and the screen says how many.
    await userEvent.click(within((await c.findByText('Thanksgiving')).closest('tr')!).getByRole('button', { name: 'Edit' }));
    const edit = await dialog(canvasElement);
    await userEvent.clear(edit.getByLabelText('Opens again at'));
    await userEvent.type(edit.getByLabelText('Opens again at'), '2027-11-27T00:00');
    await userEvent.click(edit.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(c.queryByRole('dialog')).toBeNull());
    await expect(bound.sent.at(-1)).toMatchObject({ name: 'Thanksgiving', end: '2027-11-27T00:00' });
    await expect(c.getByRole('status')).toHaveTextContent('Changed. Traders told by e-mail or SMS: 1 (those whose pairs it now closes at another time, newly, or no longer).');
    const row = (await c.findByText('Thanksgiving')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    const confirm = await dialog(canvasElement);
    await expect(confirm.getByRole('heading', { name: 'Remove Thanksgiving?' })).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(c.queryByText('Thanksgiving')).toBeNull());
    await expect(c.getByRole('status')).toHaveTextContent('Removed. Traders told by e-mail or SMS: 2 (those with a position or an order in its markets).');
  },
};
