import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { System, SystemView } from '../src/widgets/System';

const meta = {
  title: 'System',
  component: SystemView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'System', component: System } },
  args: {
    loggedIn: true,
    version: '0.1.0',
    confirmOpen: false,
    onLanguage: fn(),
    onLogout: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    theme: 'system',
    onTheme: fn(),
    oneClick: false,
    onOneClick: fn(),
  },
} satisfies Meta<typeof SystemView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Version 0.1.0')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const ConfirmOpen: Story = {
  args: { confirmOpen: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const dialog = c.getByRole('dialog', { name: 'Log out' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    // Focus moved into the dialog and Tab stays inside it.
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const LoggedOut: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Log out' })).toBeNull();
    // one-click trading lives with the user: nothing to set without one
    await expect(within(canvasElement).queryByRole('switch', { name: 'One-click trading' })).toBeNull();
  },
};

/** Theme (light, dark, the device's), remembered on this device, and one-click trading, kept with the user. */
export const Preferences: Story = {
  args: { theme: 'dark', oneClick: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const group = c.getByRole('group', { name: 'Theme' });
    await expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Light' }));
    await expect(args.onTheme).toHaveBeenCalledWith('light');
    const sw = c.getByRole('switch', { name: 'One-click trading' });
    await expect(sw).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(sw);
    await expect(args.onOneClick).toHaveBeenCalledWith(false);
  },
};

/** Turning one-click trading on says what it does and asks first. */
export const OneClickAsk: Story = {
  args: { oneClickAsk: true, onOneClickConfirm: fn(), onOneClickCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Turn on one-click trading?' });
    await expect(dialog).toHaveTextContent('place a market order at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await expect(args.onOneClickConfirm).toHaveBeenCalled();
  },
};
