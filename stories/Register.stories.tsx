import { t } from '../src/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PipkitProvider } from '../src/widgets/provider';
import { Register, RegisterView } from '../src/widgets/Register';
import { AREAS as FAKE_AREAS, BASIC, fakeAccountsPipkit } from './fixtures/accountsTransport';
import { CAPTCHA_IMAGE } from './fixtures/captcha';

const AREAS = [
  { id: 1, code: 'US', global_code: '1', name: 'United States' },
  { id: 2, code: 'HK', global_code: '852', name: 'Hong Kong' },
  { id: 3, code: 'GB', global_code: '44', name: 'United Kingdom' },
];
const CAPTCHA = CAPTCHA_IMAGE;
const EMPTY = { account: '', mobile: '', password: '', rePassword: '', inviteCode: '', code: '' };

const meta = {
  title: 'Account/Register',
  component: RegisterView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Register', component: Register, element: 'register' } },
  args: {
    mode: 'email',
    verify: 'code',
    phoneMode: 1,
    areas: AREAS,
    areaId: 2,
    values: EMPTY,
    missing: [],
    formError: null,
    captchaImage: null,
    countdown: 0,
    sending: false,
    submitting: false,
    onModeChange: fn(),
    onChange: fn(),
    onAreaChange: fn(),
    onSendCode: fn(),
    onRefreshCaptcha: fn(),
    onSubmit: fn(),
    onLogin: fn(),
  },
} satisfies Meta<typeof RegisterView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Create account' })).toBeVisible();
    await expect(c.getByLabelText('E-mail')).toHaveValue('');
    await userEvent.click(c.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await userEvent.click(c.getByRole('tab', { name: 'Mobile number' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('mobile');
    await userEvent.click(c.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

export const PleaseComplete: Story = {
  args: { missing: ['account', 'code', 'password', 'rePassword'], formError: 'pleaseComplete' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Please complete');
    await expect(c.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByText(t('msg.enterEmail'))).toBeVisible();
  },
};

export const PasswordInconsistency: Story = {
  args: { values: { ...EMPTY, account: 'ann@example.com', code: '123456', password: 'secret-1', rePassword: 'secret-2' }, formError: 'passwordInconsistency' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('msg.passwordInconsistency'));
    await expect(c.getByLabelText('Repeat password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CountdownRunning: Story = {
  args: { values: { ...EMPTY, account: 'ann@example.com' }, countdown: 42 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Resend in 42 s' });
    await expect(button).toBeDisabled();
  },
};

export const Sending: Story = {
  args: { values: { ...EMPTY, account: 'ann@example.com' }, sending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const CaptchaMode: Story = {
  args: { verify: 'captcha', captchaImage: CAPTCHA },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: 'Send code' })).toBeNull();
    await expect(c.getByRole('img', { name: 'Picture code to type' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Show another picture' }));
    await expect(args.onRefreshCaptcha).toHaveBeenCalled();
    await userEvent.type(c.getByLabelText('Picture code'), 'k');
    await expect(args.onChange).toHaveBeenCalledWith('code', 'k');
  },
};

export const CaptchaLoading: Story = { args: { verify: 'captcha', captchaImage: null } };

export const MobileWithAreaCode: Story = {
  args: { mode: 'mobile', phoneMode: 1 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const area = c.getByLabelText('Area code');
    // docs/product.md#constants-and-limits: the second entry is the default.
    await expect(area).toHaveValue('2');
    await userEvent.selectOptions(area, '3');
    await expect(args.onAreaChange).toHaveBeenCalledWith(3);
    await expect(c.getByLabelText('Mobile number')).toHaveAttribute('type', 'tel');
    await expect(c.queryByLabelText('Mobile number (optional)')).toBeNull();
  },
};

/** Regression: a long country name must not widen the area picker and push the phone input out of the card. */
export const LongAreaNameOnPhone: Story = {
  args: {
    areas: [...AREAS, { id: 4, code: 'VC', global_code: '1784', name: 'Saint Vincent and the Grenadines' }],
    areaId: 4,
  },
  decorators: [(Story) => <div style={{ inlineSize: 390 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const form = canvasElement.querySelector('form')!.getBoundingClientRect();
    for (const el of [c.getByLabelText('Area code'), c.getByLabelText('Mobile number (optional)')]) {
      const r = el.getBoundingClientRect();
      await expect(r.width).toBeGreaterThan(40);
      await expect(r.left).toBeGreaterThanOrEqual(form.left);
      await expect(r.right).toBeLessThanOrEqual(form.right);
    }
  },
};

export const MobilePhoneOnly: Story = {
  args: { mode: 'mobile', phoneMode: 3 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByLabelText('Area code')).toBeNull();
    await expect(c.getByLabelText('Mobile number')).toBeVisible();
  },
};

export const InvitePrefilled: Story = {
  args: { values: { ...EMPTY, inviteCode: 'K7PQ2MXA' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Invitation code (optional)')).toHaveValue('K7PQ2MXA');
  },
};

export const Submitting: Story = {
  args: { values: { ...EMPTY, account: 'ann@example.com', code: '123456', password: 'secret-1', rePassword: 'secret-1' }, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Registering…' })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { mode: 'mobile' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')?.getAttribute('dir') ?? document.querySelector('[dir="rtl"]')?.getAttribute('dir')).toBe('rtl');
  },
};

// The bound widget against a fake transport: the real hook sends the code, runs the 60 s countdown, applies the
// docs/product.md#validation-rules checks and posts the form.
const bound = fakeAccountsPipkit({
  '/api/basicSet/getBasicInfo': BASIC,
  '/api/default/area_list': FAKE_AREAS,
  '/api/default/setting': '1',
  '/api/notify/send_email': null,
  '/api/user/register': { id: 7, uid: '12345678', email: 'ann@example.com', mobile: '', invite_code: 'ABCDEFGH', is_demo: 0 },
});
const onRegistered = fn();

export const BoundWithFakeServer: Story = {
  beforeEach: () => {
    bound.pipkit.stores.$basicInfo.set(BASIC);
    bound.requests.length = 0;
    onRegistered.mockClear();
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <Register inviteCode="K7PQ2MXA" onSuccess={onRegistered} onLogin={fn()} />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Invitation code (optional)')).toHaveValue('K7PQ2MXA');
    await userEvent.click(c.getByRole('button', { name: 'Register' }));
    await expect(c.getByRole('alert')).toHaveTextContent('Please complete');
    await userEvent.type(c.getByLabelText('E-mail'), 'ann@example.com');
    await userEvent.click(c.getByRole('button', { name: 'Send code' }));
    // docs/product.md#states-and-transitions: disabled with the remaining seconds for 60 s.
    await expect(await c.findByRole('button', { name: /Resend in (60|59) s/ })).toBeDisabled();
    await expect(bound.requests.find((r) => r.path === '/api/notify/send_email')?.body).toEqual({ to: 'ann@example.com', type: '1' });
    await userEvent.type(c.getByLabelText('Verification code'), '١٢٣٤٥٦'); // an Arabic keypad's digits are read as Latin ones
    await userEvent.type(c.getByLabelText('Password'), 'secret-1');
    await userEvent.type(c.getByLabelText('Repeat password'), 'secret-2');
    await userEvent.click(c.getByRole('button', { name: 'Register' }));
    await expect(c.getByRole('alert')).toHaveTextContent(t('msg.passwordInconsistency'));
    await userEvent.clear(c.getByLabelText('Repeat password'));
    await userEvent.type(c.getByLabelText('Repeat password'), 'secret-1');
    await userEvent.click(c.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    await expect(bound.requests.find((r) => r.path === '/api/user/register')?.body).toMatchObject({
      type: 'email',
      account: 'ann@example.com',
      password: 'secret-1',
      re_password: 'secret-1',
      sms_code: '123456',
      invite_code: 'K7PQ2MXA',
    });
  },
};
