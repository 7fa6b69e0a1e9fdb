import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t, type LoginType } from '../src/core';
import { LoginForm, LoginFormView, validateLogin, type LoginErrors, type LoginFormViewProps } from '../src/widgets/Auth';
import { CAPTCHA_IMAGE } from './fixtures/captcha';
import { fakeAccountsPipkit, type Recorded } from './fixtures/accountsTransport';
import { codeAsked, expectCodeField } from './fixtures/twoStep';
import { PipkitProvider } from '../src/widgets/provider';

// Stateful harness around the pure view: typing and the docs/product.md#validation-rules checks run for real, nothing is sent.
function Harness(props: Partial<LoginFormViewProps>) {
  const [mode, setMode] = useState<LoginType>(props.mode ?? 'email');
  const [account, setAccount] = useState(props.account ?? '');
  const [password, setPassword] = useState(props.password ?? '');
  const [errors, setErrors] = useState<LoginErrors>(props.errors ?? {});
  const [showPassword, setShowPassword] = useState(props.showPassword ?? false);
  return (
    <LoginFormView
      submitting={false}
      onTryDemo={fn()}
      onRegister={fn()}
      onForgot={fn()}
      {...props}
      mode={mode}
      account={account}
      password={password}
      errors={errors}
      showPassword={showPassword}
      onToggleShowPassword={() => setShowPassword(!showPassword)}
      onModeChange={(m) => {
        setMode(m);
        setErrors({});
        props.onModeChange?.(m);
      }}
      onAccountChange={setAccount}
      onPasswordChange={setPassword}
      onSubmit={() => {
        setErrors(validateLogin(account, password));
        props.onSubmit?.();
      }}
    />
  );
}

const meta = {
  title: 'Auth/LoginForm',
  component: LoginFormView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Auth', component: LoginForm, element: 'login' } },
  render: (args) => <Harness {...args} />,
  args: {
    mode: 'email',
    account: '',
    password: '',
    errors: {},
    submitting: false,
    onModeChange: fn(),
    onAccountChange: fn(),
    onPasswordChange: fn(),
    onSubmit: fn(),
    onTryDemo: fn(),
    onRegister: fn(),
    onForgot: fn(),
  },
} satisfies Meta<typeof LoginFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await expect(await c.findByText(t('msg.enterEmail'))).toBeVisible();
    await expect(c.getByText('Please enter password')).toBeVisible();
    await expect(c.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    // Typing both fields and submitting again clears the messages.
    await userEvent.type(c.getByLabelText('Email'), 'trader@example.com');
    await userEvent.type(c.getByLabelText('Password'), 'secret');
    await userEvent.click(c.getByRole('button', { name: 'Log in' }));
    await expect(c.queryByText(t('msg.enterEmail'))).toBeNull();
    await expect(c.queryByText('Please enter password')).toBeNull();
  },
};

export const Errors: Story = {
  args: { errors: { account: true, password: true } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(t('msg.enterEmail'))).toBeVisible();
    await expect(c.getByText('Please enter password')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { account: 'trader@example.com', password: 'secret', submitting: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Try demo' })).toBeDisabled();
  },
};

export const DemoStarting: Story = {
  args: { demoSubmitting: true },
};

export const PasskeyOffered: Story = {
  args: { passkey: { busy: false, onClick: fn() } },
  play: async ({ canvasElement, args }) => {
    // Where the browser can use passkeys: signing in with one needs neither the account nor the password typed.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in with a passkey' }));
    await expect(args.passkey!.onClick).toHaveBeenCalled();
    // …and the browser lists them among the fields' suggestions too.
    await expect(within(canvasElement).getByLabelText('Email')).toHaveAttribute('autocomplete', 'username webauthn');
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password webauthn');
  },
};

export const MobileMode: Story = {
  args: { mode: 'mobile' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(c.getByRole('button', { name: 'Log in' }));
    await expect(await c.findByText(t('msg.enterPhone'))).toBeVisible();
    await expect(c.getByLabelText('Mobile')).toHaveAttribute('type', 'tel');
  },
};

export const SwitchToMobile: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Mobile' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('mobile');
    await expect(c.getByLabelText('Mobile')).toBeVisible();
  },
};

export const PasswordShown: Story = {
  args: { password: 'hunter22' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(c.getByRole('button', { name: 'Show password' }));
    await expect(c.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(c.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** After repeated failed logins: the picture captcha to send with the next try. */
export const CaptchaRequired: Story = {
  args: {
    account: 'trader@example.com',
    password: 'hunter22',
    captcha: {
      value: '',
      image: CAPTCHA_IMAGE,
      onChange: fn(),
      onRefresh: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Picture code')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Show another picture' }));
    await expect(args.captcha!.onRefresh).toHaveBeenCalled();
  },
};

export const TwoStepCodeAsked: Story = {
  args: {
    account: 'trader@example.com',
    password: 'hunter22',
    twoFactor: { value: '', missing: false, onChange: fn() },
  },
  play: ({ canvasElement, args }) => expectCodeField(canvasElement, args.twoFactor!.onChange),
};

export const TwoStepCodeMissing: Story = {
  args: {
    account: 'trader@example.com',
    password: 'hunter22',
    twoFactor: { value: '', missing: true, onChange: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Authentication code is required')).toBeVisible();
  },
};

// The bound form against a fake server with two-step sign-in on: the password alone is answered code 3, the code
// field appears, and the next try carries the code.
const twoStep = fakeAccountsPipkit({
  '/api/user/loginForU': (r: Recorded) =>
    r.body?.totp_code
      ? { token: 'tok-2fa', user: { id: 7, uid: '10000007', email: 'trader@example.com', mobile: '', invite_code: 'ABCD1234', is_demo: 0 } }
      : codeAsked(),
});
const loggedIn = fn();

export const TwoStepBound: Story = {
  beforeEach: () => {
    twoStep.requests.length = 0;
    loggedIn.mockClear();
  },
  render: () => (
    <PipkitProvider client={twoStep.pipkit}>
      <LoginForm onSuccess={loggedIn} />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Email'), 'trader@example.com');
    await userEvent.type(c.getByLabelText('Password'), 'hunter22');
    await userEvent.click(c.getByRole('button', { name: 'Log in' }));
    const code = await c.findByLabelText('Authentication code');
    await expect(loggedIn).not.toHaveBeenCalled();
    await userEvent.type(code, '123456');
    await userEvent.click(c.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(loggedIn).toHaveBeenCalled());
    const logins = twoStep.requests.filter((r: Recorded) => r.path === '/api/user/loginForU');
    await expect(logins.map((r: Recorded) => r.body?.totp_code ?? null)).toEqual([null, '123456']);
  },
};

// The bound form where the browser lists passkeys among the fields' suggestions: a request waits from the moment the
// form shows, with the server's options, and a passkey picked there signs in — nothing pressed. The browser's half is
// a stand-in answering the waiting (conditional) request as a pick would; the real one is e2e/passkeys.e2e.ts.
const PICKED = 'a2V5LTE';
const autofill = fakeAccountsPipkit({
  '/api/user/passkeys/login_options': { challenge: 'Y2hhbGxlbmdlLTE', rpId: 'localhost', userVerification: 'required', timeout: 60000 },
  '/api/user/passkeys/login': { token: 'tok-pk', user: { id: 7, uid: '10000007', email: 'trader@example.com', mobile: '', invite_code: 'ABCD1234', is_demo: 0 } },
});
const mediations: (string | undefined)[] = [];
const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const pickedPasskey = {
  id: PICKED,
  rawId: bytes('key-1'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: { authenticatorData: bytes('auth'), clientDataJSON: bytes('{}'), signature: bytes('sig'), userHandle: bytes('7') },
  getClientExtensionResults: () => ({}),
};

export const PasskeyAutofillBound: Story = {
  beforeEach: () => {
    autofill.requests.length = 0;
    mediations.length = 0;
    loggedIn.mockClear();
    const get = navigator.credentials.get;
    const available = PublicKeyCredential.isConditionalMediationAvailable;
    navigator.credentials.get = async (options?: CredentialRequestOptions) => {
      mediations.push(options?.mediation);
      return pickedPasskey as unknown as Credential;
    };
    PublicKeyCredential.isConditionalMediationAvailable = async () => true;
    return () => {
      navigator.credentials.get = get;
      PublicKeyCredential.isConditionalMediationAvailable = available;
    };
  },
  render: () => (
    <PipkitProvider client={autofill.pipkit}>
      <LoginForm onSuccess={loggedIn} />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(loggedIn).toHaveBeenCalled());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Log in' })).toBeEnabled());
    await expect(mediations).toEqual(['conditional']);
    const paths = autofill.requests.map((r: Recorded) => r.path).filter((p) => p.startsWith('/api/user/passkeys/'));
    await expect(paths).toEqual(['/api/user/passkeys/login_options', '/api/user/passkeys/login']);
    await expect(within(canvasElement).getByLabelText('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { errors: { account: true, password: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('lang', 'ar');
  },
};
