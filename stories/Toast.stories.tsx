import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Toast, ToastView } from '../src/widgets/Toast';

const meta = {
  title: 'Toast',
  component: ToastView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Toast', component: Toast } },
  args: { toasts: [] },
} satisfies Meta<typeof ToastView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { toasts: [{ id: 1, text: 'copy success', kind: 'info' }] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveTextContent('copy success');
  },
};

export const Success: Story = { args: { toasts: [{ id: 1, text: 'logout success', kind: 'success' }] } };

export const Error: Story = {
  args: { toasts: [{ id: 1, text: 'Please register or log in to a real account', kind: 'error' }] },
};

export const LongUnbrokenMessage: Story = {
  args: {
    toasts: [{ id: 1, text: `insufficient_margin_for_order_${'0x7f3a9c'.repeat(12)}`, kind: 'error' }],
  },
  play: async ({ canvasElement }) => {
    // docs/product.md#errors word-break: the toast must not grow wider than the viewport.
    const item = within(canvasElement).getByRole('status').firstElementChild as HTMLElement;
    await expect(item.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Stacked: Story = {
  args: {
    toasts: [
      { id: 1, text: 'Network error (502)', kind: 'error' },
      { id: 2, text: 'copy success', kind: 'info' },
      { id: 3, text: 'logout success', kind: 'success' },
    ],
  },
};

export const NoToasts: Story = {
  play: async ({ canvasElement }) => {
    // The live region exists even when empty, so the first toast is announced.
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
