import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../src/core';
import { AccountSummary, AccountSummaryView, summaryFigures } from '../src/widgets/AccountSummary';

const meta = {
  title: 'Trading/AccountSummary',
  component: AccountSummaryView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'AccountSummary', component: AccountSummary, element: 'account-summary' } },
  args: {
    figures: summaryFigures(
      { balance: '9866.300000', lock_balance: '131.701000' },
      { ProfitsTotal: '-0.250000', HazardRate: '7590.64', CautionMoneyAll: '131.701000', TransOrder: [] },
    ),
  },
} satisfies Meta<typeof AccountSummaryView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('summary-balance')).toHaveTextContent('9,866.30');
    await expect(c.getByTestId('summary-equity')).toHaveTextContent('9,997.75');
    await expect(c.getByTestId('summary-used')).toHaveTextContent('131.701000');
    await expect(c.getByTestId('summary-free')).toHaveTextContent('9,866.05');
    await expect(c.getByTestId('summary-risk')).toHaveTextContent('7590.64%');
    await expect(c.getByText(t('trade.riskRate'))).toBeVisible();
  },
};

export const NoOpenPositions: Story = {
  args: { figures: summaryFigures({ balance: '10000', lock_balance: '0' }, null) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('summary-risk')).toHaveTextContent('--');
    await expect(c.getByTestId('summary-equity')).toHaveTextContent('10,000.00');
  },
};

export const Loading: Story = {
  args: { figures: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
    // the labels and a placeholder per value: the card has its final height before the figures arrive
    await expect(canvasElement.querySelectorAll('dt')).toHaveLength(5);
    await expect(canvasElement.querySelectorAll('[data-testid^="summary-"]')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { figures: null, loading: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('msg.noData'))).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
    // numbers stay left-to-right inside the mirrored card
    await expect(within(canvasElement).getByTestId('summary-balance')).toHaveAttribute('dir', 'ltr');
  },
};
