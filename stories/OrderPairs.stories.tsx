// One cancels the other (docs/trading.md "One cancels the other"): a pending order paired with another, so that when
// either fills the server cancels the other — in the row, in the detail, in history, and bound to a server.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../src/core';
import type { Order } from '../src/core/api/forex';
import type { OrderListState } from '../src/core/stores/order-list';
import { Orders, OrdersView } from '../src/widgets/Orders';
import { PipkitProvider } from '../src/widgets/provider';
import { fakeServer } from './fixtures/fakeServer';
import { pending } from './fixtures/trading';

const list = (items: Order[]): OrderListState => ({ items, total: items.length, page: 1, loading: false, refreshing: false, finished: true, error: null });

// A breakout either way: a buy stop above the market and a sell stop below it.
const up: Order = { ...pending[0], Id: 201, Price: '1.08500', OriginPrice: '1.08500', PendingType: 'stop' };
const down: Order = { ...pending[0], Id: 202, OrderType: 2, Price: '1.07500', OriginPrice: '1.07500', PendingType: 'stop' };
const paired = [{ ...up, OcoId: 202 }, { ...down, OcoId: 201 }];

const meta = {
  title: 'Trading/Order Pairs',
  component: OrdersView,
  args: { tab: 0, list: list([up, down]), live: {}, onSelect: fn(), onCancelOrder: fn(), onModifyPending: fn(), onSetOco: fn() },
} satisfies Meta<typeof OrdersView>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (el: HTMLElement, id: number) => within(el.querySelector<HTMLElement>(`[data-order-id="${id}"]`)!);

/** Two pending orders in no pair: the detail of one offers the other, and pairing them sends both ids. */
export const Choice: Story = {
  args: { selected: up },
  play: async ({ canvasElement, args }) => {
    await expect(row(canvasElement, 201).queryByTestId('oco')).toBeNull();
    const sheet = within(await within(canvasElement).findByRole('dialog'));
    const choice = await sheet.findByLabelText(t('trade.ocoPairWith')); // part of the pending tools' lazy chunk
    await expect(choice).toHaveDisplayValue(`#202 EUR/USD ${t('trade.sell')} ${t('trade.stop')} 1.07500`);
    await expect(sheet.getByRole('region', { name: t('trade.oco') })).toHaveTextContent(t('trade.ocoHint'));
    await userEvent.click(sheet.getByRole('button', { name: t('trade.ocoPair') }));
    await expect(args.onSetOco).toHaveBeenCalledWith(201, 202);
  },
};

/** A pair: each row names the other; the detail names it in full and unpairs. */
export const Paired: Story = {
  args: { list: list(paired), selected: paired[0] },
  play: async ({ canvasElement, args }) => {
    await expect(row(canvasElement, 201).getByTestId('oco')).toHaveTextContent(t('trade.ocoWith', { name: '#202' }));
    await expect(row(canvasElement, 202).getByTestId('oco')).toHaveTextContent(t('trade.ocoWith', { name: '#201' }));
    const sheet = within(await within(canvasElement).findByRole('dialog'));
    const region = await sheet.findByRole('region', { name: t('trade.oco') });
    await expect(region).toHaveTextContent(t('trade.ocoWith', { name: `#202 EUR/USD ${t('trade.sell')} ${t('trade.stop')} 1.07500` }));
    await expect(within(region).queryByLabelText(t('trade.ocoPairWith'))).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: t('trade.ocoUnpair') }));
    await expect(args.onSetOco).toHaveBeenCalledWith(201, 0);
  },
};

/** The only pending order: nothing to pair it with, and the detail says how to get there. */
export const NothingToPairWith: Story = {
  args: { list: list([up]), selected: up },
  play: async ({ canvasElement }) => {
    const region = await within(await within(canvasElement).findByRole('dialog')).findByRole('region', { name: t('trade.oco') });
    await expect(region).toHaveTextContent(t('trade.ocoNone'));
    await expect(within(region).queryByRole('button')).toBeNull();
  },
};

/** History: the order its pair's fill cancelled says so, beside the one that filled. */
export const CancelledByItsPair: Story = {
  args: {
    tab: 3,
    list: list([{ ...down, Status: 2, CloseReason: 'oco', OcoId: 201, FactProfits: '0.000000', CompleteTimeHandler: '2026-11-29 14:02:11' }]),
  },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 202).getByTestId('order-status')).toHaveTextContent(t('trade.reasonOco'));
  },
};

/**
 * Bound to a server: pairing in the detail sends `set_oco` and both rows name each other from its answer; cancelling
 * one then leaves the other alone, unpaired, as the server does.
 */
export const Bound: Story = {
  render: () => {
    let orders = [up, down];
    const server = fakeServer({
      '/v1/api/forex/my_deal': (url) => {
        const data = url.searchParams.get('status') === '0' ? orders : [];
        return { data, total: data.length, all_fact_profits: '0', balance: '100' };
      },
      '/v1/api/forex/set_oco': async (_url, init) => {
        const body = new URLSearchParams(String(init?.body));
        const [id, other] = [Number(body.get('id')), Number(body.get('other_id'))];
        orders = orders.map((o) => (o.Id === id ? { ...o, OcoId: other } : o.Id === other ? { ...o, OcoId: id } : o));
        return orders;
      },
      '/v1/api/forex/cancel_trade': () => null,
      '/v1/api/main/wallet/getBalance': () => ({ balance: '100', lock_balance: '0' }),
    });
    server.pipkit.stores.session.set('story-token', { id: 1, uid: 1, email: 'demo@example.com', invite_code: '', is_demo: 1 });
    (window as unknown as { __fake: typeof server }).__fake = server;
    return (
      <PipkitProvider client={server.pipkit}>
        <Orders initialTab={0} />
      </PipkitProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const server = (window as unknown as { __fake: ReturnType<typeof fakeServer> }).__fake;
    const c = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('button[data-order-id]')).toHaveLength(2));
    await userEvent.click(canvasElement.querySelector('[data-order-id="201"]') as HTMLElement);
    const sheet = within(await c.findByRole('dialog'));
    await userEvent.click(await sheet.findByRole('button', { name: t('trade.ocoPair') }));
    await waitFor(() => expect(server.bodies['/v1/api/forex/set_oco']).toBe('id=201&other_id=202'));
    await waitFor(() => expect(row(canvasElement, 202).getByTestId('oco')).toHaveTextContent(t('trade.ocoWith', { name: '#201' })));
    await expect(sheet.getByRole('region', { name: t('trade.oco') })).toHaveTextContent(t('trade.ocoWith', { name: `#202 EUR/USD ${t('trade.sell')} ${t('trade.stop')} 1.07500` }));
    await userEvent.click(sheet.getByRole('button', { name: t('trade.cancelOrder') }));
    await userEvent.click(await c.findByRole('button', { name: t('trade.cancelOrder') }));
    await waitFor(() => expect(canvasElement.querySelectorAll('button[data-order-id]')).toHaveLength(1));
    await expect(row(canvasElement, 202).queryByTestId('oco')).toBeNull();
  },
};
