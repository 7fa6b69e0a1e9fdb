import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DeviceSession, SignIn } from '../src/core/api/devices';
import { PipkitProvider } from '../src/widgets/provider';
import { Devices, DevicesView } from '../src/widgets/Devices';
import { fakeAccountsPipkit, type Recorded } from './fixtures/accountsTransport';

// Signed-in devices (docs/accounts.md "Signed-in devices"): one state per story, then the bound widget.
const DEVICES: DeviceSession[] = [
  { id: 31, device: 'Chrome 131 on Android 14', ip: '203.0.113.24', created_at: '2026-11-27T08:12:00.000Z', seen_at: '2026-11-28T09:30:00.000Z', expires_at: '2026-12-27T08:12:00.000Z', current: true },
  { id: 27, device: 'Firefox 133 on Windows 10', ip: '198.51.100.7', created_at: '2026-11-20T19:40:00.000Z', seen_at: '2026-11-26T21:05:00.000Z', expires_at: '2026-12-20T19:40:00.000Z', current: false },
  { id: 12, device: '', ip: '192.0.2.55', created_at: '2026-11-02T06:05:00.000Z', expires_at: '2026-12-02T06:05:00.000Z', current: false },
];

// The account's sign-in activity: a passkey on this phone, an answer of the account's passkey that did not verify
// (from a copied authenticator, say), a stranger who knew the password but not the code, and the computer's sign-in a
// week before.
const SIGN_INS: SignIn[] = [
  { id: 90, at: '2026-11-28T09:29:00.000Z', device: 'Chrome 131 on Android 14', ip: '203.0.113.24', method: 'passkey', outcome: 'ok' },
  { id: 89, at: '2026-11-28T05:02:00.000Z', device: 'Chrome 131 on Windows 11', ip: '192.0.2.66', method: 'passkey', outcome: 'wrong_passkey' },
  { id: 88, at: '2026-11-28T03:14:00.000Z', device: 'Safari 18 on macOS Sequoia', ip: '198.18.7.40', method: 'password', outcome: 'wrong_code' },
  { id: 87, at: '2026-11-28T03:12:00.000Z', device: 'Safari 18 on macOS Sequoia', ip: '198.18.7.40', method: 'password', outcome: 'wrong_password' },
  { id: 80, at: '2026-11-20T19:40:00.000Z', device: 'Firefox 133 on Windows 10', ip: '198.51.100.7', method: 'password', outcome: 'ok' },
];

const meta = {
  title: 'Account/Devices',
  component: DevicesView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Devices', component: Devices } },
  args: {
    loading: false,
    failed: false,
    items: DEVICES,
    signIns: SIGN_INS,
    confirm: null,
    busy: false,
    onRetry: fn(),
    onSignOut: fn(),
    onSignOutOthers: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof DevicesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeDevices: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const rows = c.getAllByTestId('pipkit-device');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Chrome 131 on Android 14');
    await expect(within(rows[0]).getByText('This device')).toBeVisible();
    await expect(within(rows[0]).queryByRole('button')).toBeNull();
    await expect(rows[1]).toHaveTextContent('address 198.51.100.7');
    // Another device says when it was last used; this one is in use now, and a session from before it was kept says nothing.
    await expect(rows[1]).toHaveTextContent('Last active');
    await expect(rows[0]).not.toHaveTextContent('Last active');
    await expect(rows[2]).not.toHaveTextContent('Last active');
    await expect(rows[2]).toHaveTextContent('Unknown browser');
    await userEvent.click(c.getByRole('button', { name: 'Sign out: Firefox 133 on Windows 10' }));
    await expect(args.onSignOut).toHaveBeenCalledWith(27);
    await userEvent.click(c.getByRole('button', { name: 'Sign out all other devices' }));
    await expect(args.onSignOutOthers).toHaveBeenCalled();
    // The sign-in activity below: each sign-in and each failed attempt, with what happened.
    const activity = c.getAllByTestId('pipkit-sign-in');
    await expect(activity.map((r) => r.querySelector('span')?.textContent)).toEqual([
      'Signed in with a passkey',
      'Passkey not verified',
      'Wrong two-step code',
      'Wrong password',
      'Signed in',
    ]);
    await expect(activity[2]).toHaveTextContent('Safari 18 on macOS Sequoia');
    await expect(activity[2]).toHaveTextContent('address 198.18.7.40');
    await expect(c.getByRole('heading', { name: 'Recent sign-ins' })).toBeVisible();
  },
};

export const NoSignIns: Story = {
  args: { signIns: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No sign-ins in the last 90 days.')).toBeVisible();
    await expect(c.queryAllByTestId('pipkit-sign-in')).toEqual([]);
  },
};

export const OnlyThisDevice: Story = {
  args: { items: DEVICES.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign out all other devices' })).toBeDisabled();
  },
};

export const ConfirmOne: Story = {
  args: { confirm: { id: 27 } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Sign out' });
    await expect(dialog).toHaveTextContent('Sign out Firefox 133 on Windows 10? It will have to log in again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const ConfirmOthers: Story = {
  args: { confirm: 'others' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Sign out all other devices' });
    await expect(dialog).toHaveTextContent('Sign out every device but this one?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { failed: true, items: [] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('This could not be loaded.');
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

let live = [...DEVICES];
const bound = fakeAccountsPipkit({
  '/api/user/sessions': () => live,
  '/api/user/sign_ins': () => SIGN_INS,
  '/api/user/sessions/revoke': (r: Recorded) => {
    live = live.filter((s) => String(s.id) !== r.body?.id);
    return { ended: 1 };
  },
  '/api/user/sessions/revoke_others': () => {
    const ended = live.filter((s) => !s.current).length;
    live = live.filter((s) => s.current);
    return { ended };
  },
});

export const BoundWithFakeServer: Story = {
  beforeEach: () => {
    live = [...DEVICES];
    bound.requests.length = 0;
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <Devices />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await c.findByRole('button', { name: 'Sign out: Firefox 133 on Windows 10' });
    await expect(c.getAllByTestId('pipkit-sign-in')).toHaveLength(SIGN_INS.length);
    await userEvent.click(c.getByRole('button', { name: 'Sign out: Firefox 133 on Windows 10' }));
    await userEvent.click(within(body.getByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    const devices = within(c.getByRole('list', { name: 'Signed-in devices' }));
    await waitFor(() => expect(devices.queryByText('Firefox 133 on Windows 10')).toBeNull());
    await expect(bound.requests.find((r: Recorded) => r.path === '/api/user/sessions/revoke')?.body).toEqual({ id: '27' });
    await userEvent.click(c.getByRole('button', { name: 'Sign out all other devices' }));
    await userEvent.click(within(body.getByRole('dialog')).getByRole('button', { name: 'Sign out all other devices' }));
    await waitFor(() => expect(c.getAllByTestId('pipkit-device')).toHaveLength(1));
    await expect(c.getByRole('button', { name: 'Sign out all other devices' })).toBeDisabled();
  },
};
