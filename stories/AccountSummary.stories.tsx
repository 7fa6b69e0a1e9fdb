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
    levels: { stopOut: '50', marginCall: '100' },
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
    // far above both levels: a full green bar
    const bar = c.getByRole('meter', { name: t('risk.marginLevel') });
    await expect(bar).toHaveAttribute('aria-valuetext', t('risk.barValue', { rate: '7590.64', zone: t('risk.zoneSafe') }));
    await expect(c.getByTestId('margin-bar')).toHaveAttribute('data-zone', 'safe');
    await expect(c.getByText(t('risk.levels', { marginCall: '100', stopOut: '50' }))).toBeVisible();
  },
};

/** Equity at 80 % of the used margin: under the 100 % margin-call level, above the 50 % stop-out. */
export const MarginCall: Story = {
  args: {
    figures: summaryFigures(
      { balance: '0.000000', lock_balance: '1000.000000' },
      { ProfitsTotal: '-200.000000', HazardRate: '80.00', CautionMoneyAll: '1000.000000', TransOrder: [] },
    ),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('margin-bar')).toHaveAttribute('data-zone', 'marginCall');
    await expect(c.getByRole('meter')).toHaveAttribute('aria-valuetext', t('risk.barValue', { rate: '80.00', zone: t('risk.zoneMarginCall') }));
    await expect(c.getByText(t('risk.zoneMarginCall'))).toBeVisible();
  },
};

/** 51 %: one step from the stop-out. */
export const NearStopOut: Story = {
  args: {
    figures: summaryFigures(
      { balance: '0.000000', lock_balance: '1000.000000' },
      { ProfitsTotal: '-490.000000', HazardRate: '51.00', CautionMoneyAll: '1000.000000', TransOrder: [] },
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('margin-bar')).toHaveAttribute('data-zone', 'marginCall');
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuenow', '51');
  },
};

/** Below the level (the engine is closing positions; the bar says so until the next summary). */
export const StopOut: Story = {
  args: {
    figures: summaryFigures(
      { balance: '0.000000', lock_balance: '1000.000000' },
      { ProfitsTotal: '-520.000000', HazardRate: '48.00', CautionMoneyAll: '1000.000000', TransOrder: [] },
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('margin-bar')).toHaveAttribute('data-zone', 'stopOut');
  },
};

export const NoOpenPositions: Story = {
  args: { figures: summaryFigures({ balance: '10000', lock_balance: '0' }, null) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('summary-risk')).toHaveTextContent('--');
    await expect(c.getByTestId('summary-equity')).toHaveTextContent('10,000.00');
    await expect(c.getByTestId('margin-bar')).toHaveAttribute('data-zone', 'none');
    await expect(c.getByRole('meter')).toHaveAttribute('aria-valuetext', t('risk.zoneNone'));
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
