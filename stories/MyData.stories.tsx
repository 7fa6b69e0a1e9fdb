import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PipkitProvider } from '../src/widgets/provider';
import { DATA_FORMAT, MyData, MyDataView, useMyData } from '../src/widgets/MyData';
import { fakeAccountsPipkit, type Recorded } from './fixtures/accountsTransport';

// Your data (docs/accounts.md "Your data"): one state per story, then the bound widget asked for the two-step code
// by a fake server and saving the file.
const meta = {
  title: 'Account/MyData',
  component: MyDataView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'MyData', component: MyData } },
  args: { password: '', twoFactor: null, busy: false, saved: null, onPasswordChange: fn(), onDownload: fn() },
} satisfies Meta<typeof MyDataView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As the screen opens: what the file holds and leaves out; the download waits for the password. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('list', { name: 'What the file holds' }).querySelectorAll('li')).toHaveLength(4);
    await expect(c.getByText(/^Left out: your password/)).toBeVisible();
    await expect(c.getByRole('button', { name: 'Download my data' })).toBeDisabled();
  },
};

export const WithPassword: Story = {
  args: { password: 'secret-pass' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download my data' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

/** The server asked for the two-step code: its field, in the words of the login. */
export const TwoStepAsked: Story = {
  args: { password: 'secret-pass', twoFactor: { value: '', missing: false, onChange: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Authentication code')).toBeVisible();
  },
};

export const Preparing: Story = {
  args: { password: 'secret-pass', busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Preparing your file…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Saved: Story = {
  args: { saved: 'pipkit-data-48213377-2026-12-02.json' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('File saved: pipkit-data-48213377-2026-12-02.json');
    await expect(c.getByText('The links to your uploaded files in it work for one hour.')).toBeVisible();
  },
};

const COPY = { format: DATA_FORMAT, exported_at: '2026-12-02T09:30:00.000Z', profile: { uid: '48213377', email: 'ann@example.com' }, orders: [] };
const saved = fn();
const bound = fakeAccountsPipkit({
  '/api/user/data': (r: Recorded) =>
    r.body?.totp_code
      ? new Response(JSON.stringify(COPY), { headers: { 'content-type': 'application/json; charset=utf-8' } })
      : new Response(JSON.stringify({ code: 3, msg: 'Enter the code from your authenticator app', data: null }), { headers: { 'content-type': 'application/json' } }),
});
function BoundMyData() {
  return <MyDataView {...useMyData(saved)} />;
}

/** The real hook over a fake server: asked for the two-step code, then the file saved under the owner's number. */
export const BoundWithFakeServer: Story = {
  beforeEach: () => {
    saved.mockClear();
    bound.requests.length = 0;
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <BoundMyData />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(c.getByRole('button', { name: 'Download my data' }));
    const code = await c.findByLabelText('Authentication code');
    await expect(saved).not.toHaveBeenCalled();
    await userEvent.type(code, '123456');
    await userEvent.click(c.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('pipkit-data-48213377-2026-12-02.json', JSON.stringify(COPY, null, 2), 'application/json;charset=utf-8'));
    await expect(bound.requests.map((r) => r.body)).toEqual([{ password: 'secret-pass' }, { password: 'secret-pass', totp_code: '123456' }]);
    // The file is handed to the browser before the widget says so (its next render): wait for that render, which a
    // busy machine can leave for after the check above.
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('pipkit-data-48213377-2026-12-02.json'));
    // The password is not kept once used.
    await expect(c.getByLabelText('Password')).toHaveValue('');
  },
};
