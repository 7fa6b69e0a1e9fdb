import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PipkitProvider } from '../src/widgets/provider';
import { TwoFactor, TwoFactorView } from '../src/widgets/TwoFactor';
import { AUTHENTICATOR_QR } from './fixtures/authenticatorQr';
import { fakeAccountsPipkit, type Recorded } from './fixtures/accountsTransport';

// Two-step sign-in (docs/accounts.md "Two-step sign-in"): one state per story, then the bound widget.
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Pipkit:trader%40example.com?issuer=Pipkit&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const CODES = ['k7m2q-x9dpt', 'a3hfz-c8wnr', 'pq4tv-m2yhe', 'u9bcx-3kzfa', 'r6dws-h7enq', 'y2jkp-t4vmc', 'e8xqa-b5rgu', 'n3zmh-w6cjd', 'f9tkc-q2xbp', 's4wvy-g7ham'];

const meta = {
  title: 'Account/TwoFactor',
  component: TwoFactorView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'TwoFactor', component: TwoFactor } },
  args: {
    stage: { kind: 'off' },
    code: '',
    password: '',
    busy: false,
    onRetry: fn(),
    onStart: fn(),
    onCopySecret: fn(),
    onCodeChange: fn(),
    onPasswordChange: fn(),
    onEnable: fn(),
    onCancelSetup: fn(),
    onCopyCodes: fn(),
    onCodesSaved: fn(),
    onDisable: fn(),
  },
} satisfies Meta<typeof TwoFactorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Off')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Turn on' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

export const ScanTheCode: Story = {
  args: { stage: { kind: 'setup', secret: SECRET, otpauthUrl: OTPAUTH, qrDataUrl: AUTHENTICATOR_QR } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
    await expect(c.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Turn on' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Copy: Key' }));
    await expect(args.onCopySecret).toHaveBeenCalled();
    await userEvent.type(c.getByLabelText('Code from the app'), '1');
    await expect(args.onCodeChange).toHaveBeenCalledWith('1');
  },
};

export const CodeTyped: Story = {
  args: { stage: { kind: 'setup', secret: SECRET, otpauthUrl: OTPAUTH, qrDataUrl: AUTHENTICATOR_QR }, code: '492039' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Turn on' }));
    await expect(args.onEnable).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelSetup).toHaveBeenCalled();
  },
};

export const RecoveryCodes: Story = {
  args: { stage: { kind: 'codes', codes: CODES } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(within(c.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
    await expect(c.getByRole('status')).toHaveTextContent('They are shown only now.');
    await userEvent.click(c.getByRole('button', { name: 'I have saved them' }));
    await expect(args.onCodesSaved).toHaveBeenCalled();
  },
};

export const On: Story = {
  args: { stage: { kind: 'on', enabledAt: '2026-11-28T09:30:00.000Z', recoveryLeft: 9 }, password: 'hunter22' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/^On since/)).toBeVisible();
    await expect(c.getByText('Recovery codes left: 9')).toBeVisible();
    // Turning off needs the password and a code.
    await expect(c.getByRole('button', { name: 'Turn off' })).toBeDisabled();
    await userEvent.type(c.getByLabelText('Code from the app'), 'k');
    await expect(args.onCodeChange).toHaveBeenCalledWith('k');
  },
};

export const Loading: Story = {
  args: { stage: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { stage: { kind: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { stage: { kind: 'setup', secret: SECRET, otpauthUrl: OTPAUTH, qrDataUrl: AUTHENTICATOR_QR } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

// The bound widget against a fake server: turned on with a code (the QR code drawn for real), the recovery codes
// shown once, then turned off with the password and a recovery code.
let enabled = false;
const bound = fakeAccountsPipkit({
  '/api/user/two_factor': () => (enabled ? { enabled: true, enabled_at: '2026-11-28T09:30:00.000Z', recovery_left: 10 } : { enabled: false, recovery_left: 0 }),
  '/api/user/two_factor/setup': () => ({ secret: SECRET, otpauth_url: OTPAUTH }),
  '/api/user/two_factor/enable': () => {
    enabled = true;
    return { recovery_codes: CODES };
  },
  '/api/user/two_factor/disable': () => {
    enabled = false;
    return null;
  },
});

export const BoundWithFakeServer: Story = {
  beforeEach: () => {
    enabled = false;
    bound.requests.length = 0;
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <TwoFactor />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Turn on' }));
    await expect(await c.findByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
    await userEvent.type(c.getByLabelText('Code from the app'), '492039');
    await userEvent.click(c.getByRole('button', { name: 'Turn on' }));
    await expect(await c.findByText('k7m2q-x9dpt')).toBeVisible();
    await expect(bound.requests.find((r: Recorded) => r.path === '/api/user/two_factor/enable')?.body).toEqual({ code: '492039' });
    await userEvent.click(c.getByRole('button', { name: 'I have saved them' }));
    await expect(await c.findByText('Recovery codes left: 10')).toBeVisible();
    await userEvent.type(c.getByLabelText('Password'), 'hunter22');
    await userEvent.type(c.getByLabelText('Code from the app'), 'k7m2q-x9dpt');
    await userEvent.click(c.getByRole('button', { name: 'Turn off' }));
    await expect(await c.findByRole('button', { name: 'Turn on' })).toBeVisible();
    await expect(bound.requests.find((r: Recorded) => r.path === '/api/user/two_factor/disable')?.body).toEqual({ password: 'hunter22', code: 'k7m2q-x9dpt' });
  },
};
