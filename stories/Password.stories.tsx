import { t } from '../src/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Password, PasswordView } from '../src/widgets/Password';

const EMPTY = { password: '', rePassword: '', code: '' };

const meta = {
  title: 'Account/Password',
  component: PasswordView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Password', component: Password } },
  args: {
    demo: false,
    target: 'an***@example.com',
    values: EMPTY,
    missing: [],
    formError: null,
    countdown: 0,
    sending: false,
    submitting: false,
    onChange: fn(),
    onSendCode: fn(),
    onSubmit: fn(),
    onRegister: fn(),
    onLogin: fn(),
  },
} satisfies Meta<typeof PasswordView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expect(c.getByText('The code is sent to an***@example.com')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const InputFull: Story = {
  args: { missing: ['password', 'rePassword', 'code'], formError: 'inputFull' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('msg.inputFull'));
    await expect(c.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const PasswordNotEqual: Story = {
  args: { values: { password: 'secret-1', rePassword: 'secret-2', code: '123456' }, formError: 'passwordNotEqual' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('msg.passwordNotEqual'));
  },
};

export const CountdownRunning: Story = {
  args: { countdown: 17 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Resend in 17 s' })).toBeDisabled();
  },
};

export const DemoBlocked: Story = {
  args: { demo: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Please register or log in to a real account');
    await expect(c.queryByLabelText('New password')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalled();
  },
};
