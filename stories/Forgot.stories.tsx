import { t } from '../src/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Forgot, ForgotView } from '../src/widgets/Forgot';

const AREAS = [
  { id: 1, code: 'US', global_code: '1', name: 'United States' },
  { id: 2, code: 'HK', global_code: '852', name: 'Hong Kong' },
];
const EMPTY = { account: '', code: '', password: '', rePassword: '' };

const meta = {
  title: 'Account/Forgot',
  component: ForgotView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Forgot', component: Forgot } },
  args: {
    mode: 'email',
    phoneMode: 1,
    areas: AREAS,
    areaId: 2,
    values: EMPTY,
    missing: [],
    formError: null,
    countdown: 0,
    sending: false,
    submitting: false,
    onModeChange: fn(),
    onChange: fn(),
    onAreaChange: fn(),
    onSendCode: fn(),
    onSubmit: fn(),
    onLogin: fn(),
  },
} satisfies Meta<typeof ForgotView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    await userEvent.type(c.getByLabelText('E-mail'), 'a');
    await expect(args.onChange).toHaveBeenCalledWith('account', 'a');
    await userEvent.click(c.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Reset password' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Back to log in' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

export const InputFull: Story = {
  args: { missing: ['account', 'code', 'password', 'rePassword'], formError: 'inputFull' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('msg.inputFull'));
  },
};

export const PasswordNotEqual: Story = {
  args: { values: { account: 'ann@example.com', code: '123456', password: 'secret-1', rePassword: 'secret-2' }, formError: 'passwordNotEqual' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('msg.passwordNotEqual'));
    await expect(c.getByLabelText('Repeat new password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CountdownRunning: Story = {
  args: { values: { ...EMPTY, account: 'ann@example.com' }, countdown: 59 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Resend in 59 s' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { mode: 'mobile' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Area code')).toHaveValue('2');
    await expect(c.getByLabelText('Mobile number')).toBeVisible();
  },
};
