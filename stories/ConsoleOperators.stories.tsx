import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { normalizeLang } from '../src/core';
import { loadConsoleLabels } from '../src/console/i18n';
import { ConsoleContext } from '../src/console/core/context';
import { fakeConsole } from './fixtures/fakeConsole';
import { Operators } from '../src/console/screens/Operators';
import { OperatorsView } from '../src/console/screens/Operators/OperatorsView';
import { CreatedDialog, EditOperatorDialog, NewOperatorDialog, ResetOperatorDialog } from '../src/console/screens/Operators/OperatorDialogs';
import { OPERATORS, ROLES } from './fixtures/console';

// The operator accounts screen (docs/operators.md "Operator accounts"): the list, each dialog in one state, and the
// screen bound to a console client over a fake admin API.
const meta = {
  title: 'Console/Operators',
  component: OperatorsView,
  loaders: [async ({ globals }) => void (await loadConsoleLabels(normalizeLang(globals.locale ?? 'en')))],
  args: { rows: OPERATORS, selfId: 1, onEdit: fn() },
} satisfies Meta<typeof OperatorsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('(you)')).toBeVisible();
    await expect(c.getByText('Never')).toBeVisible();
    await expect(c.getByText('Disabled')).toBeVisible();
    await userEvent.click(c.getAllByRole('button', { name: 'Edit' })[2]);
    await expect(args.onEdit).toHaveBeenCalledWith(3);
  },
};

export const NewOperator: Story = {
  render: () => <NewOperatorDialog roles={ROLES} busy={false} onCreate={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement.ownerDocument.body);
    // Create waits for every field; the chosen role says what it opens.
    await expect(c.getByRole('button', { name: 'Create' })).toBeDisabled();
    await expect(c.getByText('This role opens: users.read, users.write, users.lock, content.write, support.chat, outbox.read')).toBeVisible();
    await expect(c.getByLabelText('First password')).toHaveAccessibleDescription(/^12 to 128 characters/);
  },
};

export const NewOperatorRefused: Story = {
  render: () => <NewOperatorDialog roles={ROLES} busy={false} error="password must be 12 to 128 characters" onCreate={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('alert')).toHaveTextContent('password must be 12 to 128 characters');
  },
};

export const Created: Story = {
  render: () => <CreatedDialog email="dealer@broker.example" secret="JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" qrDataUrl={null} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement.ownerDocument.body);
    await expect(c.getByText('dealer@broker.example can sign in now')).toBeVisible();
    await expect(c.getByLabelText('Authenticator key')).toHaveTextContent('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await expect(c.getByRole('note')).toHaveTextContent(/^Shown this once/);
  },
};

export const EditRoleChange: Story = {
  render: () => <EditOperatorDialog row={OPERATORS[1]} roles={ROLES} busy={false} onSave={fn()} onReset={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement.ownerDocument.body);
    await expect(c.queryByRole('note')).toBeNull();
    await userEvent.selectOptions(c.getByRole('combobox'), 'dealing');
    await expect(c.getByRole('note')).toHaveTextContent('Saving signs this operator out of every session.');
  },
};

export const ResetSignIn: Story = {
  render: () => <ResetOperatorDialog row={OPERATORS[1]} busy={false} onReset={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement.ownerDocument.body);
    await expect(c.getByRole('heading', { name: 'Reset the sign-in of ann@broker.example' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Reset sign-in' })).toBeDisabled();
    await userEvent.type(c.getByLabelText('First password'), 'a new first passphrase');
    await expect(c.getByRole('button', { name: 'Reset sign-in' })).toBeEnabled();
  },
};

/** The screen over a fake admin API: an admin makes an operator and sees its key once, resets another's, disables one. */
function fakeAdmin(rolesFailing = 0) {
  const rows = OPERATORS.map((o) => ({ ...o }));
  let rolesRefused = 0;
  return fakeConsole({ operator: rows[0], permissions: ['users.read', 'operators.manage'] }, (url, init, json) => {
    if (url.pathname.endsWith('/operators/roles') && rolesRefused < rolesFailing) {
      rolesRefused += 1;
      return new Response(JSON.stringify({ code: 0, msg: 'The server is busy, try again', data: null }), { headers: { 'content-type': 'application/json' } });
    }
    if (url.pathname.endsWith('/operators/roles')) return json(ROLES);
    if (url.pathname.endsWith('/operators') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { email: string; name: string; role: string };
      const operator = { id: rows.length + 1, email: body.email, name: body.name, role: body.role, disabled: 0, created_at: '2026-11-28T09:00:00.000Z', last_login_at: null };
      rows.push(operator);
      return json({ operator, totp_secret: 'KRSXG5DSNFXGOIDLMVZSAMJSGM2DKNRX', totp_link: `otpauth://totp/Pipkit:${body.email}?secret=KRSXG5DSNFXGOIDLMVZSAMJSGM2DKNRX&issuer=Pipkit` });
    }
    const reset = /\/operators\/(\d+)\/reset$/.exec(url.pathname);
    if (reset && init?.method === 'POST') {
      const operator = rows.find((r) => r.id === Number(reset[1]))!;
      return json({ operator, totp_secret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U', totp_link: `otpauth://totp/Pipkit:${operator.email}?secret=MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U&issuer=Pipkit` });
    }
    const put = /\/operators\/(\d+)$/.exec(url.pathname);
    if (put && init?.method === 'PUT') {
      const o = rows.find((r) => r.id === Number(put[1]))!;
      Object.assign(o, JSON.parse(String(init.body)));
      return json(o);
    }
    if (url.pathname.endsWith('/operators')) return json(rows);
    return undefined;
  });
}

export const OperatorsBound: Story = {
  render: () => (
    <ConsoleContext.Provider value={fakeAdmin()}>
      <Operators />
    </ConsoleContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'New operator' }));
    const form = within(page.getByRole('dialog'));
    await userEvent.type(form.getByLabelText('E-mail'), 'new.dealer@broker.example');
    await userEvent.type(form.getByLabelText('Name'), 'New Dealer');
    await userEvent.selectOptions(form.getByRole('combobox'), 'dealing');
    await userEvent.type(form.getByLabelText('First password'), 'a long first passphrase');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await page.findByText('new.dealer@broker.example can sign in now')).toBeVisible();
    await expect(await page.findByRole('img', { name: 'QR code of the authenticator key' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Done' }));
    // Ann lost her phone: a new first password and a new key, shown once.
    await userEvent.click(within(page.getByText('ann@broker.example').closest('tr')!).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(page.getByRole('dialog')).getByRole('button', { name: 'Reset sign-in' }));
    await userEvent.type(within(page.getByRole('dialog')).getByLabelText('First password'), 'a new first passphrase');
    await userEvent.click(within(page.getByRole('dialog')).getByRole('button', { name: 'Reset sign-in' }));
    await expect(await page.findByText('ann@broker.example can sign in now')).toBeVisible();
    await expect(page.getByLabelText('Authenticator key')).toHaveTextContent('MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U');
    await userEvent.click(page.getByRole('button', { name: 'Done' }));
    const row = (await page.findByText('new.dealer@broker.example')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(page.getByRole('dialog')).getByRole('checkbox'));
    await userEvent.click(within(page.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(row).getByText('Disabled')).toBeVisible());
  },
};

/** The roles could not be read: New and Edit wait for them, the screen says why, and Try again brings them. */
export const OperatorsRolesFailed: Story = {
  render: () => (
    <ConsoleContext.Provider value={fakeAdmin(1)}>
      <Operators />
    </ConsoleContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('The server is busy, try again');
    await expect(page.getByRole('button', { name: 'New operator' })).toBeDisabled();
    await waitFor(() => expect(page.getAllByRole('button', { name: 'Edit' })[0]).toBeDisabled());
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(page.getByRole('button', { name: 'New operator' })).toBeEnabled());
    await expect(page.queryByRole('alert')).toBeNull();
    await userEvent.click(page.getAllByRole('button', { name: 'Edit' })[1]);
    await expect(within(page.getByRole('dialog')).getByRole('combobox')).toBeVisible();
  },
};
