import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CopyFollow, CopyMe } from '../src/core/api/copy';
import { CopyView, Rank, copyForm } from '../src/widgets/Rank';
import { PipkitProvider } from '../src/widgets/provider';
import { RANKING } from './fixtures/content';
import { fakeServer } from './fixtures/fakeServer';

// Copy trading (docs/trading.md "Copy trading"): the Rank widget with `copyTrading` — the traders the person copies,
// the ranking, and the dialog that starts, changes or stops a copy. One state per story, then the bound widget.
const ATLAS: CopyFollow = { uid: '90000001', user: 'Atlas FX', multiplier: '0.5', stop_loss: '200', started_at: '2026-11-20T08:00:00.000Z', open: 2, copied: 9, profit: '312.40', skipped: 0, last_skip: '' };
const KIWI: CopyFollow = { uid: '90000003', user: 'Kiwi Swing', multiplier: '2', stop_loss: '', started_at: '2026-11-25T08:00:00.000Z', open: 0, copied: 3, profit: '-41.15', skipped: 2, last_skip: 'Insufficient free margin' };

const meta = {
  title: 'Content/Copy Trading',
  component: CopyView,
  tags: ['autodocs'],
  args: {
    ranking: { entries: RANKING, status: 'ready', onRetry: fn() },
    following: [],
    loggedIn: true,
    target: null,
    typed: '1',
    stopTyped: '',
    form: copyForm('1'),
    busy: false,
    onOpen: fn(),
    onClose: fn(),
    onType: fn(),
    onStopType: fn(),
    onCopy: fn(),
    onStop: fn(),
    onLogin: fn(),
  },
} satisfies Meta<typeof CopyView>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (el: HTMLElement) => within(el.ownerDocument.body).getByRole('dialog');

export const Ranking: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('heading', { name: 'Traders you copy' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: /Golden Hand/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(RANKING[1]);
  },
};

export const StartCopying: Story = {
  args: { target: { uid: '90000002', user: 'Golden Hand' }, typed: '0.5', form: copyForm('0.5') },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    const d = within(dialog);
    await expect(d.getByRole('heading', { name: 'Copy Golden Hand' })).toBeVisible();
    await expect(dialog).toHaveTextContent('Each position Golden Hand opens from now on opens for you too');
    await expect(dialog).toHaveTextContent('A trade of 1 lot is copied as 0.50 lots');
    await expect(d.queryByRole('button', { name: 'Stop copying' })).toBeNull();
    await userEvent.type(d.getByLabelText('Multiplier'), '5');
    await expect(args.onType).toHaveBeenCalledWith('0.55');
    await expect(dialog).toHaveTextContent('Optional. When your open copies of Golden Hand together lose this much');
    await userEvent.type(d.getByLabelText('Copy stop-loss (USD)'), '8');
    await expect(args.onStopType).toHaveBeenCalledWith('8');
    await userEvent.click(d.getByRole('button', { name: 'Start copying' }));
    await expect(args.onCopy).toHaveBeenCalled();
  },
};

export const InvalidMultiplier: Story = {
  args: { target: { uid: '90000002', user: 'Golden Hand' }, typed: '12', stopTyped: '1.005', form: copyForm('12', '1.005') },
  play: async ({ canvasElement }) => {
    const d = within(dialogOf(canvasElement));
    await expect(d.getByLabelText('Multiplier')).toHaveAccessibleDescription('From 0.01 to 10, at most two decimals');
    await expect(d.getByLabelText('Copy stop-loss (USD)')).toHaveAccessibleDescription('An amount above 0 with at most two decimals, or blank for none');
    await expect(d.getByRole('button', { name: 'Start copying' })).toBeDisabled();
  },
};

export const Copying: Story = {
  args: { following: [ATLAS, KIWI] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Traders you copy' })).toBeVisible();
    const rows = c.getAllByTestId('pipkit-copy-follow');
    await expect(rows[0]).toHaveTextContent('Atlas FX · Copying ×0.5');
    await expect(rows[0]).toHaveTextContent('Open: 2 · Copied: 9 · Realised (USD): +312.40');
    await expect(rows[0]).toHaveTextContent('Copy stop-loss: 200.00 USD');
    await expect(rows[1]).not.toHaveTextContent('Copy stop-loss');
    await expect(rows[1]).toHaveTextContent('-41.15');
    await expect(rows[1]).toHaveTextContent('Not copied: 2. Last: Insufficient free margin');
    // the ranking's card says so too
    await expect(c.getAllByRole('button', { name: /Kiwi Swing/ }).at(-1)).toHaveTextContent('Copying ×2');
    await userEvent.click(rows[1]);
    await expect(args.onOpen).toHaveBeenCalledWith(KIWI);
  },
};

export const ChangeOrStop: Story = {
  args: { following: [ATLAS], target: { uid: '90000001', user: 'Atlas FX' }, typed: '0.5', stopTyped: '200', form: copyForm('0.5', '200') },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    const d = within(dialog);
    // unchanged: nothing to save
    await expect(d.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(dialog).toHaveTextContent('Stopping keeps the copies already open; they still close when Atlas FX closes theirs.');
    await userEvent.click(d.getByRole('button', { name: 'Stop copying' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

export const LoggedOut: Story = {
  args: { loggedIn: false, target: { uid: '90000002', user: 'Golden Hand' } },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    const d = within(dialog);
    await expect(d.queryByLabelText('Multiplier')).toBeNull();
    await expect(dialog).toHaveTextContent('Log in to copy traders.');
    await userEvent.click(d.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

let copied: CopyFollow[] = [];
const form = (init?: RequestInit) => new URLSearchParams(String(init?.body ?? ''));
const bound = fakeServer({
  '/api/follow/list': () => RANKING.slice(0, 3),
  '/v1/api/copy/list': () => copied,
  '/v1/api/copy/follow': (_url, init) => {
    const body = form(init);
    const who = RANKING.find((e) => e.uid === body.get('uid'))!;
    copied = [...copied, { ...KIWI, uid: who.uid!, user: who.user, multiplier: body.get('multiplier') ?? '', stop_loss: body.get('stop_loss') ?? '', open: 0, copied: 0, profit: '0.00', skipped: 0, last_skip: '' }];
    return copied;
  },
  '/v1/api/copy/stop': (_url, init) => (copied = copied.filter((f) => f.uid !== form(init).get('uid'))),
  '/v1/api/copy/me': (_url, init) => (init?.method === 'POST' ? (me = { ...me, copyable: form(init).get('copyable') === 'true', followers: 0 }) : me),
});
let me: CopyMe = { ranked: true, copyable: true, followers: 4, demo: false };

export const BoundWithFakeServer: Story = {
  beforeEach: () => {
    copied = [ATLAS];
    me = { ranked: true, copyable: true, followers: 4, demo: false };
    bound.pipkit.stores.session.set('story-token', { id: 1, uid: 1, email: 'real@example.com', invite_code: '', is_demo: 0 });
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <Rank order="winRate" copyTrading />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await c.findByTestId('pipkit-copy-follow')).toHaveTextContent('Atlas FX · Copying ×0.5');
    await userEvent.click(await c.findByRole('button', { name: /Golden Hand/ }));
    const d = within(body.getByRole('dialog'));
    await userEvent.clear(d.getByLabelText('Multiplier'));
    await userEvent.type(d.getByLabelText('Multiplier'), '1.5');
    await userEvent.type(d.getByLabelText('Copy stop-loss (USD)'), '150');
    await userEvent.click(d.getByRole('button', { name: 'Start copying' }));
    await waitFor(() => expect(c.getAllByTestId('pipkit-copy-follow')).toHaveLength(2));
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(Object.fromEntries(form({ body: bound.bodies['/v1/api/copy/follow'] }))).toEqual({ uid: '90000002', multiplier: '1.5', stop_loss: '150' });
    await expect(c.getAllByTestId('pipkit-copy-follow')[1]).toHaveTextContent('Copy stop-loss: 150.00 USD');
    // a copy opened (the live summary lists a new position): the list is read again
    copied = copied.map((f) => (f.uid === '90000002' ? { ...f, open: 1, copied: 1 } : f));
    bound.push('FOREX_TRADE', { ProfitsTotal: '0', HazardRate: '0', CautionMoneyAll: '10', TransOrder: [{ Id: 901, UpdatePrice: '1.08700', FactProfits: '0.000000' }] });
    await waitFor(() => expect(c.getAllByTestId('pipkit-copy-follow')[1]).toHaveTextContent('Open: 1 · Copied: 1'));
    // stopping from the list
    await userEvent.click(c.getAllByTestId('pipkit-copy-follow')[0]);
    await userEvent.click(within(body.getByRole('dialog')).getByRole('button', { name: 'Stop copying' }));
    await waitFor(() => expect(c.getAllByTestId('pipkit-copy-follow')).toHaveLength(1));
    await expect(c.getByTestId('pipkit-copy-follow')).toHaveTextContent('Golden Hand');
    // the server tells the copy ended (the trader closed copying): the list is read again
    copied = [];
    bound.push('COPY_TRADING', { Event: 'ended', Uid: '90000002', User: 'Golden Hand', Reason: 'trader' });
    await waitFor(() => expect(c.queryByTestId('pipkit-copy-follow')).toBeNull());
    // the person's own side: four copy them; closing copying ends those copies
    const mine = within(c.getByTestId('pipkit-copy-me'));
    await expect(mine.getByText('People copying you now: 4')).toBeVisible();
    await userEvent.click(mine.getByRole('switch', { name: 'Let others copy my trades' }));
    await waitFor(() => expect(mine.getByRole('switch', { name: 'Let others copy my trades' })).toHaveAttribute('aria-checked', 'false'));
    await expect(Object.fromEntries(form({ body: bound.bodies['/v1/api/copy/me'] }))).toEqual({ copyable: 'false' });
    await expect(mine.getByText('Nobody can copy you until you turn this on.')).toBeVisible();
  },
};

export const OthersCopyYou: Story = {
  args: { me: { ranked: true, copyable: true, followers: 12, demo: false }, meBusy: false, onChoose: fn() },
  play: async ({ canvasElement, args }) => {
    const mine = within(within(canvasElement).getByTestId('pipkit-copy-me'));
    await expect(mine.getByRole('heading', { name: 'Your trades' })).toBeVisible();
    await expect(mine.getByText('Your display name, returns and win rate are shown to everyone.')).toBeVisible();
    await expect(mine.getByText('People copying you now: 12')).toBeVisible();
    await expect(mine.getByText('Turning this off ends every copy of you at once; copies already open stay theirs.')).toBeVisible();
    await userEvent.click(mine.getByRole('switch', { name: 'Let others copy my trades' }));
    await expect(args.onChoose).toHaveBeenCalledWith({ copyable: false });
    await userEvent.click(mine.getByRole('switch', { name: 'Show me in the ranking' }));
    await expect(args.onChoose).toHaveBeenCalledWith({ ranked: false });
  },
};

export const CopyingClosed: Story = {
  args: { me: { ranked: true, copyable: false, followers: 0, demo: false }, meBusy: false, onChoose: fn() },
  play: async ({ canvasElement, args }) => {
    const mine = within(within(canvasElement).getByTestId('pipkit-copy-me'));
    await expect(mine.getByRole('switch', { name: 'Let others copy my trades' })).toHaveAttribute('aria-checked', 'false');
    await expect(mine.getByText('Nobody can copy you until you turn this on.')).toBeVisible();
    await userEvent.click(mine.getByRole('switch', { name: 'Let others copy my trades' }));
    await expect(args.onChoose).toHaveBeenCalledWith({ copyable: true });
  },
};

export const DemoAccount: Story = {
  args: { me: { ranked: false, copyable: false, followers: 0, demo: true } },
  play: async ({ canvasElement }) => {
    // a demo account is never listed or copied: no switch to offer
    await expect(within(canvasElement).queryByTestId('pipkit-copy-me')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: /Golden Hand/ })).toBeVisible();
  },
};

export const OutOfTheRanking: Story = {
  args: { me: { ranked: false, copyable: false, followers: 0, demo: false }, meBusy: false, onChoose: fn() },
  play: async ({ canvasElement, args }) => {
    const mine = within(within(canvasElement).getByTestId('pipkit-copy-me'));
    await expect(mine.getByText('You are not in the ranking, so nobody can copy you.')).toBeVisible();
    // nobody can find them to copy: the copy switch waits for the ranking one
    await expect(mine.getByRole('switch', { name: 'Let others copy my trades' })).toBeDisabled();
    await userEvent.click(mine.getByRole('switch', { name: 'Show me in the ranking' }));
    await expect(args.onChoose).toHaveBeenCalledWith({ ranked: true });
  },
};
