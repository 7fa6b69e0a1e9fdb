import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Passkey } from '../src/core/api/passkeys';
import { PipkitProvider } from '../src/widgets/provider';
import { Passkeys, PasskeysView } from '../src/widgets/Passkeys';
import { fakeAccountsPipkit, type Recorded } from './fixtures/accountsTransport';

// Passkeys (docs/accounts.md "Passkeys"): one state per story, then the bound widget (listing, renaming and removing;
// adding needs the browser's authenticator, which the passkey browser journey drives).
const KEYS: Passkey[] = [
  { id: 7, name: 'Chrome 131 on Android 14', synced: true, created_at: '2026-11-27T08:12:00.000Z', last_used_at: '2026-11-29T09:30:00.000Z' },
  { id: 3, name: 'Work laptop', synced: false, created_at: '2026-11-20T19:40:00.000Z', last_used_at: null },
];
const list = (passkeys: Passkey[], two_factor = false) => ({ passkeys, max: 10, two_factor });

const meta = {
  title: 'Account/Passkeys',
  component: PasskeysView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Passkeys', component: Passkeys } },
  args: {
    list: list(KEYS),
    failed: false,
    supported: true,
    password: '',
    code: '',
    busy: false,
    confirm: null,
    onRetry: fn(),
    onPasswordChange: fn(),
    onCodeChange: fn(),
    onAdd: fn(),
    onRemove: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    renaming: null,
    onRename: fn(),
    onRenameChange: fn(),
    onRenameSave: fn(),
    onRenameCancel: fn(),
  },
} satisfies Meta<typeof PasskeysView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoPasskeys: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const rows = c.getAllByTestId('pipkit-passkey');
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]).getByText('Synced')).toBeVisible();
    await expect(rows[0]).toHaveTextContent('last used');
    await expect(rows[1]).toHaveTextContent('not used yet');
    await expect(within(rows[1]).queryByText('Synced')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Remove: Work laptop' }));
    await expect(args.onRemove).toHaveBeenCalledWith(3);
    await userEvent.click(c.getByRole('button', { name: 'Rename: Work laptop' }));
    await expect(args.onRename).toHaveBeenCalledWith(KEYS[1]);
  },
};

/** One passkey's name being changed in its row; an empty name cannot be saved. */
export const Renaming: Story = {
  args: { renaming: { id: 3, name: 'Office desktop' } },
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Rename: Work laptop' }));
    await expect(form.getByLabelText('Name')).toHaveValue('Office desktop');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(args.onRenameSave).toHaveBeenCalled();
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(args.onRenameCancel).toHaveBeenCalled();
  },
};

export const RenamingEmpty: Story = {
  args: { renaming: { id: 3, name: '  ' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const NoneYet: Story = {
  args: { list: list([]), password: 'secret-pass' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('pipkit-passkeys-none')).toHaveTextContent('No passkeys yet.');
    await expect(c.queryByLabelText('Code from the app')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Add a passkey' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const WithTwoStepCode: Story = {
  args: { list: list(KEYS, true), password: 'secret-pass' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Code from the app')).toBeVisible();
    // The password alone is not enough while two-step sign-in is on.
    await expect(c.getByRole('button', { name: 'Add a passkey' })).toBeDisabled();
  },
};

export const Full: Story = {
  args: { list: { passkeys: KEYS, max: 2, two_factor: false } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('You have 2 passkeys, the most an account can keep.');
    await expect(c.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  },
};

export const BrowserWithoutPasskeys: Story = {
  args: { supported: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('This browser cannot use passkeys.');
    // The ones already added are still listed, and can be removed from here.
    await expect(c.getAllByTestId('pipkit-passkey')).toHaveLength(2);
  },
};

export const ConfirmRemove: Story = {
  args: { confirm: 3 },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Remove' });
    await expect(dialog).toHaveTextContent('Remove the passkey “Work laptop”? It will no longer sign in to your account.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { list: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { list: null, failed: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('This could not be loaded.');
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

let live = [...KEYS];
const bound = fakeAccountsPipkit({
  '/api/user/passkeys': () => list(live),
  '/api/user/passkeys/remove': (r: Recorded) => {
    live = live.filter((k) => String(k.id) !== r.body?.id);
    return null;
  },
  '/api/user/passkeys/rename': (r: Recorded) => {
    live = live.map((k) => (String(k.id) === r.body?.id ? { ...k, name: String(r.body?.name) } : k));
    return live.find((k) => String(k.id) === r.body?.id);
  },
});

export const BoundWithFakeServer: Story = {
  beforeEach: () => {
    live = [...KEYS];
    bound.requests.length = 0;
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <Passkeys />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await c.findByText('Work laptop');
    // renamed in its row: the name typed is sent trimmed, and the list shows it
    await userEvent.click(c.getByRole('button', { name: 'Rename: Chrome 131 on Android 14' }));
    const name = c.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, ' My phone {Enter}');
    await c.findByText('My phone');
    await expect(bound.requests.find((r: Recorded) => r.path === '/api/user/passkeys/rename')?.body).toEqual({ id: '7', name: 'My phone' });
    await userEvent.click(c.getByRole('button', { name: 'Remove: Work laptop' }));
    await userEvent.click(within(body.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(c.queryByText('Work laptop')).toBeNull());
    await expect(bound.requests.find((r: Recorded) => r.path === '/api/user/passkeys/remove')?.body).toEqual({ id: '3' });
    await expect(c.getAllByTestId('pipkit-passkey')).toHaveLength(1);
  },
};
