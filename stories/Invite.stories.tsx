import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import QRCode from 'qrcode';
import { inviteLink } from '../src/core/api/account';
import { Invite, InviteView, INVITE_QR_SIZE } from '../src/widgets/Invite';

const LINK = inviteLink('https://app.example.com', 'K7PQ2MXA');

const meta = {
  title: 'Account/Invite',
  component: InviteView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Invite', component: Invite } },
  // The real QR code of the fixed link, drawn like the widget does (error correction H, 160 px).
  loaders: [async () => ({ qr: await QRCode.toDataURL(LINK, { errorCorrectionLevel: 'H', width: INVITE_QR_SIZE, margin: 1 }) })],
  render: (args, { loaded }) => <InviteView {...args} qrDataUrl={args.qrDataUrl === undefined ? null : (loaded.qr as string)} />,
  args: {
    status: 'ready',
    code: 'K7PQ2MXA',
    link: LINK,
    qrDataUrl: '',
    invited: 3,
    onCopy: fn(),
    onRetry: fn(),
    onRegister: fn(),
    onLogin: fn(),
  },
} satisfies Meta<typeof InviteView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('invite-code')).toHaveTextContent('K7PQ2MXA');
    await expect(c.getByTestId('invite-link')).toHaveTextContent('https://app.example.com/#/register?invite_code=K7PQ2MXA');
    const qr = c.getByRole('img', { name: 'QR code of your invitation link' });
    await expect(qr).toHaveAttribute('width', '160');
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(c.getByText('Friends registered: 3')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', code: '', link: '', invited: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copy link' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not load. Please try again.');
  },
};

export const DemoBlocked: Story = {
  args: { status: 'demo' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Please register or log in to a real account');
    await expect(c.queryByTestId('invite-code')).toBeNull();
  },
};
