import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COMPANY_COOKIE } from '../src/core/api/content';
import { CompanySearch, CompanySearchView } from '../src/widgets/Company';
import { PipkitProvider } from '../src/widgets/provider';
import { COMPANIES } from './fixtures/content';
import { fakeAccountsPipkit } from './fixtures/accountsTransport';

const meta = {
  title: 'Content/CompanySearch',
  component: CompanySearchView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Company', component: CompanySearch } },
  args: { query: '', results: COMPANIES, status: 'ready', selectedId: null, onQueryChange: fn(), onSelect: fn() },
} satisfies Meta<typeof CompanySearchView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Northbridge Markets Ltd' })).toBeVisible();
    await expect(c.getByText('12 Harbour Street, Port Louis, Mauritius')).toBeVisible();
    await expect(c.getByRole('link', { name: 'helios.example' })).toHaveAttribute('href', 'https://helios.example');
    await userEvent.type(c.getByLabelText('Company name'), 'h');
    await expect(args.onQueryChange).toHaveBeenCalledWith('h');
    await userEvent.click(c.getByRole('button', { name: 'Select Helios Capital Services' }));
    await expect(args.onSelect).toHaveBeenCalledWith(COMPANIES[1]);
  },
};

export const Selected: Story = {
  args: { selectedId: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Selected Northbridge Markets Ltd' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = {
  args: { results: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const NoMatch: Story = {
  args: { query: 'zzz', results: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data yet')).toBeVisible();
  },
};

export const Error: Story = {
  args: { results: [], status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByLabelText('اسم الشركة')).toBeVisible();
  },
};

const bound = fakeAccountsPipkit({ '/api/company/getCompany': COMPANIES });

export const BoundStoresChoiceInCookie: Story = {
  beforeEach: () => {
    document.cookie = `${COMPANY_COOKIE}=; Max-Age=0; Path=/`;
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <CompanySearch debounceMs={0} />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Select Helios Capital Services' }));
    await expect(document.cookie).toContain(`${COMPANY_COOKIE}=2`);
    await expect(c.getByRole('button', { name: 'Selected Helios Capital Services' })).toHaveAttribute('aria-pressed', 'true');
  },
};
