import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BalanceCard, BalanceCardView, type BalanceCardViewProps } from '../src/widgets/BalanceCard';
import { expectOneLine } from './fixtures/layout';

const meta = {
  title: 'BalanceCard',
  component: BalanceCardView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'BalanceCard', component: BalanceCard, element: 'balance-card' } },
  args: { balance: '12345.678901', hidden: false, isDemo: false, onToggleHidden: fn() },
} satisfies Meta<typeof BalanceCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    // 2 decimals, half-up, thousands separators (docs/product.md#constants-and-limits).
    await expect(within(canvasElement).getByTestId('pipkit-balance')).toHaveTextContent('12,345.68');
    await expectOneLine(within(canvasElement).getByTestId('pipkit-balance'));
  },
};

export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('pipkit-balance')).toHaveTextContent('****');
    await expect(c.queryByText(/12,345/)).toBeNull();
    await expect(c.getByRole('button', { name: 'Show balance' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Demo: Story = {
  args: { isDemo: true, balance: '100000' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Demo account')).toBeVisible();
    await expect(c.getByTestId('pipkit-balance')).toHaveTextContent('100,000.00');
  },
};

export const Loading: Story = {
  args: { balance: null },
  play: async ({ canvasElement }) => {
    await expectOneLine(canvasElement.querySelector<HTMLElement>('[aria-busy="true"]')!);
  },
};

function Toggling(props: BalanceCardViewProps) {
  const [hidden, setHidden] = useState(false);
  return <BalanceCardView {...props} hidden={hidden} onToggleHidden={() => setHidden(!hidden)} />;
}

export const ToggleHidesBalance: Story = {
  render: (args) => <Toggling {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('pipkit-balance')).toHaveTextContent('12,345.68');
    await userEvent.click(c.getByRole('button', { name: 'Hide balance' }));
    await expect(c.getByTestId('pipkit-balance')).toHaveTextContent('****');
    await userEvent.click(c.getByRole('button', { name: 'Show balance' }));
    await expect(c.getByTestId('pipkit-balance')).toHaveTextContent('12,345.68');
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    // Digits stay left-to-right and Latin inside Arabic text.
    await expect(within(canvasElement).getByTestId('pipkit-balance')).toHaveTextContent('12,345.68');
  },
};
