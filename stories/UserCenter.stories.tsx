import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserCenter, UserCenterView } from '../src/widgets/UserCenter';

const balance = { balance: '2500.5', hidden: false, isDemo: false, onToggleHidden: fn() };

const meta = {
  title: 'UserCenter',
  component: UserCenterView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'UserCenter', component: UserCenter } },
  args: {
    user: { email: 'trader@example.com', uid: 100231 },
    isDemo: false,
    balance,
    onSelect: fn(),
    onLogin: fn(),
    resetConfirmOpen: false,
    onResetDemo: fn(),
    onResetConfirm: fn(),
    onResetCancel: fn(),
  },
} satisfies Meta<typeof UserCenterView>;
export default meta;
type Story = StoryObj<typeof meta>;

const ALL_LINKS = [
  'Deposit',
  'Withdraw',
  'Wallet',
  'Account history',
  'Identity verification',
  'Invite friends',
  'Change password',
  'Complaint e-mail',
  'Announcement',
  'Customer service',
  'Language',
  'Other settings',
];

export const Real: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    for (const name of ALL_LINKS) await expect(c.getByRole('button', { name })).toBeVisible();
    await expect(c.getByText('Real account')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Reset demo account' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Deposit' }));
    await expect(args.onSelect).toHaveBeenCalledWith('deposit');
  },
};

export const Demo: Story = {
  args: { isDemo: true, user: { email: '', uid: 'demo-7731' }, balance: { ...balance, isDemo: true, balance: '100000' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Demo account')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Reset demo account' })).toBeVisible();
  },
};

export const DemoResetConfirm: Story = {
  args: { ...Demo.args, resetConfirmOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Reset demo account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onResetConfirm).toHaveBeenCalled();
  },
};

export const BalanceHidden: Story = { args: { balance: { ...balance, hidden: true } } };

export const Visitor: Story = {
  args: { user: null },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Log in / Register' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

export const PersianRtl: Story = {
  globals: { locale: 'fa' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
