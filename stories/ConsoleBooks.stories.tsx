import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { normalizeLang } from '../src/core';
import { loadConsoleLabels } from '../src/console/i18n';
import { ConsoleContext } from '../src/console/core/context';
import { fakeConsole } from './fixtures/fakeConsole';
import { Books } from '../src/console/screens/Books';
import { BooksView } from '../src/console/screens/Books/BooksView';
import { BOOKS } from './fixtures/console';

// The books for finance (docs/funds.md "Books"): client money from a period's start to its end, one state each.
const meta = {
  title: 'Console/Books',
  component: BooksView,
  loaders: [async ({ globals }) => void (await loadConsoleLabels(normalizeLang(globals.locale ?? 'en')))],
  args: { data: BOOKS },
} satisfies Meta<typeof BooksView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From the money at the start to the money at the end, step by step; what trading made for the broker; by day. */
export const Period: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const walk = c.getByLabelText('Client money from the start of the period to its end');
    // a step of the walk by its label, without its + or −
    const value = (label: string) => [...walk.querySelectorAll('dt')].find((dt) => dt.textContent!.replace(/^[+−] /, '') === label)!.nextElementSibling;
    await expect(value('Client money at the start')).toHaveTextContent('184,250.00');
    await expect(value('Deposits')).toHaveTextContent('6,200.00 (4)');
    await expect(value('Withdrawals paid')).toHaveTextContent('1,500.00 (1)of which withdrawal fees 1.00');
    await expect(value("Clients' P&L")).toHaveTextContent('-580.00');
    await expect(value('Trading fees')).toHaveTextContent('312.45');
    await expect(value('Swap')).toHaveTextContent('-34.90');
    await expect(value('Balance adjustments')).toHaveTextContent('+100.00');
    await expect(value('Client money at the end')).toHaveTextContent('188,122.65');
    await expect(value("Broker's trading result")).toHaveTextContent('+927.35');
    await expect(walk).not.toHaveTextContent('Not explained');
    await expect(c.queryByRole('alert')).toBeNull();
    const rows = c.getAllByRole('row').slice(1);
    await expect(rows.map((r) => r.getAttribute('data-date'))).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    await expect(rows[0]).toHaveTextContent('2,200.00 (2)');
    await expect(rows[1]).toHaveTextContent('-302.60');
    await expect(rows[2]).toHaveTextContent('+4.60');
    await expect(rows[2]).toHaveTextContent('188,122.65');
  },
};

/** A change no ledger kind explains (a row written by hand): in the walk and said in red, so nobody closes the period on it. */
export const Unexplained: Story = {
  args: {
    data: {
      ...BOOKS,
      closing: '188129.650000',
      totals: { ...BOOKS.totals, unexplained: '7.000000' },
      days: [...BOOKS.days.slice(0, 2), { ...BOOKS.days[2], unexplained: '7.000000', closing: '188129.650000' }],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('+ Not explained').nextElementSibling).toHaveTextContent('+7.00');
    await expect(c.getByRole('alert')).toHaveTextContent('The ledger holds changes of +7.00 that none of these figures explain');
    const day = canvasElement.querySelector('tr[data-unexplained]') as HTMLElement;
    await expect(day).toHaveAttribute('data-date', '2026-11-25');
    await expect(day).toHaveTextContent('188,129.65Not explained +7.00');
  },
};

/** A finance operator's console over a fake server: the month so far first, then the period asked. */
function fakeFinance(asked: string[]) {
  return fakeConsole({ operator: { id: 6, email: 'finance@broker.example', name: 'Finance', role: 'finance' }, permissions: ['users.read', 'funds.read'] }, (url, _init, json) => {
    if (url.pathname.endsWith('/books/file')) {
      asked.push(`file${url.search}`);
      return new Response('\uFEFFdate,opening\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    }
    if (url.pathname.endsWith('/books')) {
      asked.push(url.search);
      const from = url.searchParams.get('from')!;
      return json({ ...BOOKS, from, to: url.searchParams.get('to'), days: BOOKS.days.filter((d) => d.date >= from) });
    }
    return undefined;
  });
}

const asked: string[] = [];
/** The bound screen: the month so far, a period that ends before it starts refused in the form, then two days and their file. */
export const BooksBound: Story = {
  beforeEach: () => void asked.splice(0),
  render: () => (
    <ConsoleContext.Provider value={fakeFinance(asked)}>
      <Books now={() => new Date('2026-11-25T10:00:00Z')} />
    </ConsoleContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('By day')).toBeVisible();
    await expect(asked).toEqual(['?from=2026-11-01&to=2026-11-25']);
    const from = c.getByLabelText('From');
    fireEvent.change(from, { target: { value: '2026-11-26' } });
    await expect(c.getByText('Choose a period of at most 366 days that ends on or after the day it starts')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Show' })).toBeDisabled();
    fireEvent.change(from, { target: { value: '2026-11-24' } });
    await userEvent.click(c.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(asked).toEqual(['?from=2026-11-01&to=2026-11-25', '?from=2026-11-24&to=2026-11-25']));
    await waitFor(() => expect(c.getAllByRole('row')).toHaveLength(3));
    // the file of the period in the fields, saved under its name (the browser's download caught here)
    const saved = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(c.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved).toHaveBeenCalled());
      await expect(asked.at(-1)).toBe('file?from=2026-11-24&to=2026-11-25');
      await expect((saved.mock.contexts[0] as HTMLAnchorElement).download).toBe('books-2026-11-24-2026-11-25.csv');
    } finally {
      saved.mockRestore();
    }
  },
};
