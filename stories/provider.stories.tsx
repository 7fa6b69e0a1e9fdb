import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import { PipkitProvider, usePipkit } from '../src/widgets/provider';
import { compactDensity, createTheme, darkTheme, defaultTheme, type PipkitTheme } from '../src/widgets/theme';
import { Button, Icon, Input, Tabs, Toggle, type TabItem } from '../src/widgets/ui';

// PipkitProvider on its own. preview.tsx already wraps every story in <PipkitProvider theme={toolbar's theme}
// locale={globals.locale}> and has no opt-out, so these stories nest a second provider inside it. Nesting is safe
// for the theme (a nested provider merges its own over the enclosing one's, for its subtree only) and for
// dir/lang (each provider renders its own wrapper <div dir lang>). The language, however, is one global store:
// a nested provider with `locale` writes $language, which every useT() on the page reads. So the RTL story
// sets `globals.locale` to 'ar' too, and the outer and inner providers agree instead of fighting over it.

/** '#1b56c4' → 'rgb(27, 86, 196)', the form getComputedStyle reports. */
const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

// A partner's brand: purple primary, warmer text, rounder corners. Text colours keep AA contrast.
const partnerTheme: PipkitTheme = {
  ...defaultTheme,
  colors: { ...defaultTheme.colors, primary: '#6b21a8', focus: '#6b21a8', text: '#1f1430' },
  radii: { ...defaultTheme.radii, md: '20px' },
};

const meta = {
  title: 'Provider',
  component: PipkitProvider,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'provider' } },
} satisfies Meta<typeof PipkitProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

type Side = 'buy' | 'sell';
const SIDES: TabItem<Side>[] = [
  { value: 'buy', label: 'Buy' },
  { value: 'sell', label: 'Sell' },
];

function Sample({ tabsLabel = 'Side' }: { tabsLabel?: string }) {
  const [side, setSide] = useState<Side>('buy');
  const [alerts, setAlerts] = useState(true);
  return (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 360 }}>
      <Tabs<Side>
        label={tabsLabel}
        items={SIDES}
        value={side}
        onChange={setSide}
      />
      <Toggle label="Price alerts" checked={alerts} onChange={setAlerts} />
      <Button>Place order</Button>
    </div>
  );
}

export const PartnerTheme: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <section aria-label="Partner">
        <PipkitProvider theme={partnerTheme}>
          <Sample tabsLabel="Partner side" />
        </PipkitProvider>
      </section>
      <section aria-label="Default">
        <Button>Default order</Button>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const partner = within(c.getByRole('region', { name: 'Partner' }));
    const button = partner.getByRole('button', { name: 'Place order' });
    // The override reaches the primitives' computed styles…
    await expect(getComputedStyle(button).backgroundColor).toBe(rgb(partnerTheme.colors.primary));
    await expect(getComputedStyle(button).borderTopLeftRadius).toBe('20px');
    await expect(getComputedStyle(partner.getByRole('switch', { name: 'Price alerts' })).backgroundColor).toBe(
      rgb(partnerTheme.colors.primary),
    );
    await expect(getComputedStyle(partner.getByRole('tab', { name: 'Buy' })).color).toBe(rgb(partnerTheme.colors.primary));
    // …and the provider's wrapper takes the partner text colour and base font.
    const wrapper = button.closest('[dir]') as HTMLElement;
    await expect(getComputedStyle(wrapper).color).toBe(rgb(partnerTheme.colors.text));
    // Without `locale` the nested provider follows the current language: same dir/lang as the preview's provider.
    await expect(wrapper).toHaveAttribute('dir', 'ltr');
    await expect(wrapper).toHaveAttribute('lang', 'en');
    // The override is scoped: outside the nested provider the preview's default theme still applies.
    await expect(getComputedStyle(c.getByRole('button', { name: 'Default order' })).backgroundColor).toBe(
      rgb(defaultTheme.colors.primary),
    );
    // Interaction still works under the partner theme.
    await userEvent.click(partner.getByRole('tab', { name: 'Sell' }));
    await expect(partner.getByRole('tab', { name: 'Sell' })).toHaveAttribute('aria-selected', 'true');
    await expect(getComputedStyle(partner.getByRole('tab', { name: 'Sell' })).color).toBe(rgb(partnerTheme.colors.primary));
  },
};

// In the theme's own colours, so its digit shows on the dark theme too.
const Box = styled.div`
  margin-inline-start: 48px;
  inline-size: 100px;
  block-size: 24px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;

/** A row whose only child is pushed away from the start edge by a logical margin. */
function Indented({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div data-testid={testId} style={{ display: 'flex', inlineSize: 360 }}>
      <Box data-testid={`${testId}-box`}>{children}</Box>
    </div>
  );
}

function RtlSample() {
  const [value, setValue] = useState('');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <PipkitProvider locale="ar">
        <div data-testid="rtl-root" style={{ display: 'grid', gap: 12 }}>
          <Indented testId="rtl">١</Indented>
          <div style={{ maxInlineSize: 360 }}>
            <Input
              label="البريد الإلكتروني"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              end={
                <Button $variant="ghost" aria-label="مسح">
                  <Icon name="check" />
                </Button>
              }
            />
          </div>
        </div>
      </PipkitProvider>
      {/* Reference: the same layout left-to-right (a plain dir, not a second locale, so $language is untouched). */}
      <div dir="ltr" lang="en">
        <Indented testId="ltr">1</Indented>
      </div>
    </div>
  );
}

export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  render: () => <RtlSample />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const wrapper = c.getByTestId('rtl-root').parentElement as HTMLElement;
    await expect(wrapper).toHaveAttribute('dir', 'rtl');
    await expect(wrapper).toHaveAttribute('lang', 'ar');
    await expect(getComputedStyle(wrapper).direction).toBe('rtl');

    // margin-inline-start mirrors: 48px from the right edge in RTL, from the left edge in LTR.
    const rtlRow = c.getByTestId('rtl').getBoundingClientRect();
    const rtlBox = c.getByTestId('rtl-box').getBoundingClientRect();
    const ltrRow = c.getByTestId('ltr').getBoundingClientRect();
    const ltrBox = c.getByTestId('ltr-box').getBoundingClientRect();
    await expect(ltrBox.left - ltrRow.left).toBe(48);
    await expect(rtlRow.right - rtlBox.right).toBe(48);
    await expect(rtlBox.left - rtlRow.left).toBe(ltrRow.right - ltrBox.right);

    // A primitive mirrors too: the Input's end control (inset-inline-end) moves to the left edge.
    const input = c.getByRole('textbox', { name: 'البريد الإلكتروني' });
    const field = input.getBoundingClientRect();
    const endControl = c.getByRole('button', { name: 'مسح' }).getBoundingClientRect();
    await expect(endControl.left).toBeGreaterThanOrEqual(field.left);
    await expect(endControl.right).toBeLessThan(field.left + field.width / 2);
    await expect(getComputedStyle(input).direction).toBe('rtl');
    await userEvent.type(input, 'علي@example.com');
    await expect(input).toHaveValue('علي@example.com');
  },
};

const darkCompact = createTheme(darkTheme, { density: compactDensity });

export const OneObjectRebrand: Story = {
  render: () => (
    <PipkitProvider theme={{ colors: { primary: '#6b21a8' } }}>
      <Button>Rebranded order</Button>
    </PipkitProvider>
  ),
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Rebranded order' });
    // A partial theme is merged over the enclosing provider's (the preview's, light or dark): the brand colour
    // changes, every other token stays.
    const enclosing = globals.theme === 'dark' ? darkTheme : defaultTheme;
    await expect(getComputedStyle(button).backgroundColor).toBe(rgb('#6b21a8'));
    await expect(getComputedStyle(button).color).toBe(rgb(enclosing.colors.onPrimary));
    await expect(getComputedStyle(button).minHeight).toBe(enclosing.density.control);
  },
};

// A second client on a page already themed dark and compact: the nested provider's one-colour brand is merged over
// that, not over the light default, so its widgets stay dark and compact (before, they came out light).
export const NestedKeepsTheEnclosingTheme: Story = {
  render: () => (
    <PipkitProvider theme={darkCompact}>
      <div style={{ background: darkCompact.colors.bg, padding: 16 }}>
        <PipkitProvider theme={{ colors: { primary: '#b794f6' } }}>
          <Sample tabsLabel="Nested side" />
        </PipkitProvider>
      </div>
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const button = c.getByRole('button', { name: 'Place order' });
    const wrapper = button.closest('[dir]') as HTMLElement;
    await expect(getComputedStyle(button).backgroundColor).toBe(rgb('#b794f6'));
    await expect(getComputedStyle(button).color).toBe(rgb(darkTheme.colors.onPrimary));
    await expect(getComputedStyle(button).minHeight).toBe(compactDensity.control);
    await expect(getComputedStyle(wrapper).colorScheme).toBe('dark');
    await expect(getComputedStyle(wrapper).color).toBe(rgb(darkTheme.colors.text));
    await expect(getComputedStyle(c.getByRole('tab', { name: 'Buy' })).minHeight).toBe(compactDensity.tab);
  },
};

export const DarkCompact: Story = {
  render: () => (
    <PipkitProvider theme={darkCompact}>
      <div style={{ background: darkCompact.colors.bg, padding: 16 }}>
        <Sample tabsLabel="Dark side" />
      </div>
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const button = c.getByRole('button', { name: 'Place order' });
    await expect(getComputedStyle(button).backgroundColor).toBe(rgb(darkTheme.colors.primary));
    await expect(getComputedStyle(button).minHeight).toBe(compactDensity.control);
    await expect(getComputedStyle(button.closest('[dir]') as HTMLElement).colorScheme).toBe('dark');
    await expect(getComputedStyle(c.getByRole('tab', { name: 'Buy' })).minHeight).toBe(compactDensity.tab);
  },
};

function ClientProbe() {
  const client = usePipkit();
  return (
    <p>
      API <output aria-label="api base">{client.apiBase}</output> · socket{' '}
      <output aria-label="socket status">{client.socket.$status.get()}</output>
    </p>
  );
}

export const OwnsItsClient: Story = {
  render: () => (
    // Options instead of a client: the provider creates one (no socket here), starts it and destroys it on unmount.
    <PipkitProvider client={{ apiBase: 'http://127.0.0.1:9', socket: false, token: () => null }}>
      <ClientProbe />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByLabelText('api base')).toHaveTextContent('http://127.0.0.1:9');
    await expect(c.getByLabelText('socket status')).toHaveTextContent('idle');
  },
};
