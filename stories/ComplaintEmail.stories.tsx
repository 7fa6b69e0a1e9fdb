import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComplaintEmail, ComplaintEmailView } from '../src/widgets/ComplaintEmail';
import { PipkitProvider } from '../src/widgets/provider';
import { fakeAccountsPipkit } from './fixtures/accountsTransport';

const meta = {
  title: 'Content/ComplaintEmail',
  component: ComplaintEmailView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'ComplaintEmail', component: ComplaintEmail } },
  args: { email: 'complaints@broker.example', status: 'ready', onCopy: fn(), onRetry: fn() },
} satisfies Meta<typeof ComplaintEmailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'complaints@broker.example' })).toHaveAttribute('href', 'mailto:complaints@broker.example');
    await userEvent.click(c.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { email: '', status: 'loading' } };

export const Unavailable: Story = {
  args: { email: '', status: 'error' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('The complaint address is not available right now.');
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('button', { name: 'نسخ' })).toBeVisible();
  },
};

const bound = fakeAccountsPipkit({ '/api/default/setting': '', '/api/company/complaint_email': { email: 'care@broker.example' } });

export const BoundWithFakeServer: Story = {
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <ComplaintEmail />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('care@broker.example')).toBeVisible();
  },
};
