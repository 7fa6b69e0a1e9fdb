import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultTheme } from '../src/widgets/theme';
import {
  Button,
  Dialog,
  Icon,
  Input,
  LinkButton,
  Skeleton,
  Tabs,
  Toggle,
  VisuallyHidden,
  type ButtonVariant,
  type IconName,
} from '../src/widgets/ui';

// The shared primitives every widget is built from, one story per visible state. They are pure (no useT),
// so the labels here are plain strings and the theme is the preview's defaultTheme.

/** '#1b56c4' → 'rgb(27, 86, 196)', the form getComputedStyle reports. */
const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
const C = defaultTheme.colors;

const meta = {
  title: 'UI',
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------------- Button

const BG: Record<ButtonVariant, string> = {
  primary: rgb(C.primary),
  secondary: rgb(C.surface),
  ghost: 'rgba(0, 0, 0, 0)',
  danger: rgb(C.danger),
};
const FG: Record<ButtonVariant, string> = {
  primary: rgb(C.onPrimary),
  secondary: rgb(C.primary),
  ghost: rgb(C.primary),
  danger: rgb(C.onPrimary),
};

const buttonStory = (variant: ButtonVariant, label: string): Story => {
  const onClick = fn();
  return {
    render: () => (
      <Button $variant={variant} onClick={onClick}>
        {label}
      </Button>
    ),
    play: async ({ canvasElement }) => {
      onClick.mockClear();
      const button = within(canvasElement).getByRole('button', { name: label });
      // A real <button type="button"> (never submits a surrounding form); the transient prop stays off the DOM.
      await expect(button).toHaveAttribute('type', 'button');
      await expect(button).not.toHaveAttribute('$variant');
      const style = getComputedStyle(button);
      await expect(style.backgroundColor).toBe(BG[variant]);
      await expect(style.color).toBe(FG[variant]);
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44); // touch target
      await userEvent.click(button);
      await expect(onClick).toHaveBeenCalledTimes(1);
      // Keyboard: focus + Enter and Space activate it like any native button.
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(onClick).toHaveBeenCalledTimes(3);
    },
  };
};

export const ButtonPrimary = buttonStory('primary', 'Deposit');
export const ButtonSecondary = buttonStory('secondary', 'Withdraw');
export const ButtonGhost = buttonStory('ghost', 'Details');
export const ButtonDanger = buttonStory('danger', 'Close position');

const onDisabledClick = fn();
export const ButtonDisabled: Story = {
  render: () => (
    <Button disabled onClick={onDisabledClick}>
      Submit
    </Button>
  ),
  play: async ({ canvasElement }) => {
    onDisabledClick.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Submit' });
    await expect(button).toBeDisabled();
    await expect(getComputedStyle(button).opacity).toBe('0.6');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(onDisabledClick).not.toHaveBeenCalled();
    // Not reachable with Tab.
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
  },
};

// Button has no busy/loading prop: widgets show progress with the Spinner widget and disable the button meanwhile.

const onBlockClick = fn();
export const ButtonBlock: Story = {
  render: () => (
    <div style={{ inlineSize: 320 }}>
      <Button $block onClick={onBlockClick}>
        Log in
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Log in' });
    await expect(button.getBoundingClientRect().width).toBe(320);
  },
};

const onLinkClick = fn();
export const LinkButtonStory: Story = {
  name: 'Link button',
  render: () => <LinkButton onClick={onLinkClick}>Forgot password?</LinkButton>,
  play: async ({ canvasElement }) => {
    onLinkClick.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Forgot password?' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(getComputedStyle(button).textDecorationLine).toBe('underline');
    await userEvent.click(button);
    await expect(onLinkClick).toHaveBeenCalledTimes(1);
  },
};

// ---------------------------------------------------------------------------------------------------- Input

function InputHarness({ initial = '', ...props }: { initial?: string } & Omit<Parameters<typeof Input>[0], 'value'>) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxInlineSize: 360 }}>
      <Input {...props} value={value} onChange={(e) => setValue(e.target.value)} />
    </div>
  );
}

export const InputEmpty: Story = {
  render: () => <InputHarness label="Email" type="email" placeholder="name@example.com" />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(getComputedStyle(input).borderColor).toBe(rgb(C.border));
    // Clicking the label focuses the control (label/for wiring through useId).
    await userEvent.click(within(canvasElement).getByText('Email'));
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'ann@example.com');
    await expect(input).toHaveValue('ann@example.com');
  },
};

export const InputFilled: Story = {
  render: () => <InputHarness label="Account" initial="ann@example.com" />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Account' });
    await expect(input).toHaveValue('ann@example.com');
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'bob');
    await expect(input).toHaveValue('bob');
  },
};

export const InputWithError: Story = {
  render: () => <InputHarness label="Password" type="password" initial="123" error="At least 8 characters" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('At least 8 characters');
    await expect(c.getByText('At least 8 characters')).toBeVisible();
    await expect(getComputedStyle(input).borderColor).toBe(rgb(C.danger));
    await expect(getComputedStyle(c.getByText('At least 8 characters')).color).toBe(rgb(C.danger));
  },
};

export const InputDisabled: Story = {
  render: () => <InputHarness label="Referral code" initial="PIP-42" disabled />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Referral code' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'xyz', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('PIP-42');
  },
};

function PasswordWithEnd() {
  const [shown, setShown] = useState(false);
  const [value, setValue] = useState('secret-pass');
  return (
    <div style={{ maxInlineSize: 360 }}>
      <Input
        label="Password"
        type={shown ? 'text' : 'password'}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        end={
          <Button $variant="ghost" aria-label={shown ? 'Hide password' : 'Show password'} onClick={() => setShown(!shown)}>
            <Icon name={shown ? 'eyeOff' : 'eye'} />
          </Button>
        }
      />
    </div>
  );
}

export const InputWithEndControl: Story = {
  render: () => <PasswordWithEnd />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = c.getByRole('button', { name: 'Show password' });
    // The end control sits inside the field, against its end (right, in LTR) edge.
    const field = input.getBoundingClientRect();
    const box = toggle.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(field.right);
    await expect(box.left).toBeGreaterThan(field.left + field.width / 2);
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(c.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------------- Tabs

type Period = 'day' | 'week' | 'month';
const PERIODS: { value: Period; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

function TabsHarness({ onChange }: { onChange?(v: Period): void }) {
  const [value, setValue] = useState<Period>('day');
  return (
    <div style={{ maxInlineSize: 360 }}>
      <Tabs
        label="Period"
        idPrefix="period"
        items={PERIODS}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <div role="tabpanel" id="period-panel" aria-labelledby={`period-tab-${value}`} style={{ paddingBlock: 8 }}>
        Showing {value}
      </div>
    </div>
  );
}

const selectedIs = async (canvas: ReturnType<typeof within>, label: string) => {
  const tab = canvas.getByRole('tab', { name: label });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toHaveAttribute('tabindex', '0');
  for (const other of PERIODS.filter((p) => p.label !== label)) {
    const t = canvas.getByRole('tab', { name: other.label });
    await expect(t).toHaveAttribute('aria-selected', 'false');
    await expect(t).toHaveAttribute('tabindex', '-1');
  }
};

const onTabsKeyboard = fn();
export const TabsKeyboard: Story = {
  render: () => <TabsHarness onChange={onTabsKeyboard} />,
  play: async ({ canvasElement }) => {
    onTabsKeyboard.mockClear();
    const c = within(canvasElement);
    await expect(c.getByRole('tablist', { name: 'Period' })).toBeVisible();
    await selectedIs(c, 'Day');
    // Roving tabindex: Tab lands on the selected tab only.
    await userEvent.tab();
    await expect(c.getByRole('tab', { name: 'Day' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await selectedIs(c, 'Week');
    await expect(c.getByRole('tab', { name: 'Week' })).toHaveFocus();
    await expect(c.getByRole('tabpanel', { name: 'Week' })).toHaveTextContent('Showing week');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}'); // wraps past the last tab
    await selectedIs(c, 'Day');
    await userEvent.keyboard('{ArrowLeft}'); // and back the other way
    await selectedIs(c, 'Month');
    await expect(c.getByRole('tab', { name: 'Month' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await selectedIs(c, 'Day');
    await userEvent.keyboard('{End}');
    await selectedIs(c, 'Month');
    await expect(onTabsKeyboard.mock.calls.map((a) => a[0])).toEqual(['week', 'month', 'day', 'month', 'day', 'month']);
    // Other keys are left alone.
    await userEvent.keyboard('{ArrowDown}');
    await selectedIs(c, 'Month');
  },
};

export const TabsClick: Story = {
  render: () => <TabsHarness />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Month' }));
    await selectedIs(c, 'Month');
    await expect(getComputedStyle(c.getByRole('tab', { name: 'Month' })).color).toBe(rgb(C.primary));
    await expect(getComputedStyle(c.getByRole('tab', { name: 'Day' })).color).toBe(rgb(C.textMuted));
    await userEvent.click(c.getByRole('tab', { name: 'Week' }));
    await selectedIs(c, 'Week');
  },
};

export const TabsRtlKeyboard: Story = {
  globals: { locale: 'ar' },
  render: () => <TabsHarness />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const list = c.getByRole('tablist');
    await expect(getComputedStyle(list).direction).toBe('rtl');
    // Tabs run right-to-left, and ArrowLeft moves to the next one.
    const day = c.getByRole('tab', { name: 'Day' }).getBoundingClientRect();
    const week = c.getByRole('tab', { name: 'Week' }).getBoundingClientRect();
    await expect(week.right).toBeLessThan(day.left + 1);
    await userEvent.click(c.getByRole('tab', { name: 'Day' }));
    await userEvent.keyboard('{ArrowLeft}');
    await selectedIs(c, 'Week');
    await userEvent.keyboard('{ArrowRight}');
    await selectedIs(c, 'Day');
  },
};

// ---------------------------------------------------------------------------------------------------- Toggle

function ToggleHarness({ initial, disabled, onChange }: { initial: boolean; disabled?: boolean; onChange?(v: boolean): void }) {
  const [on, setOn] = useState(initial);
  return (
    <Toggle
      label="Price alerts"
      checked={on}
      disabled={disabled}
      onChange={(v) => {
        setOn(v);
        onChange?.(v);
      }}
    />
  );
}

const onToggle = fn();
export const ToggleOff: Story = {
  render: () => <ToggleHarness initial={false} onChange={onToggle} />,
  play: async ({ canvasElement }) => {
    onToggle.mockClear();
    const sw = within(canvasElement).getByRole('switch', { name: 'Price alerts' });
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await expect(getComputedStyle(sw).backgroundColor).toBe(rgb(C.surfaceAlt));
    await userEvent.click(sw);
    await expect(sw).toHaveAttribute('aria-checked', 'true');
    await expect(getComputedStyle(sw).backgroundColor).toBe(rgb(C.primary));
    // Space on the focused switch flips it back.
    await userEvent.keyboard(' ');
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await expect(onToggle.mock.calls.map((a) => a[0])).toEqual([true, false]);
  },
};

export const ToggleOn: Story = {
  render: () => <ToggleHarness initial />,
  play: async ({ canvasElement }) => {
    const sw = within(canvasElement).getByRole('switch', { name: 'Price alerts' });
    await expect(sw).toHaveAttribute('aria-checked', 'true');
    await expect(getComputedStyle(sw).backgroundColor).toBe(rgb(C.primary));
    // The thumb (::after) sits at the end side when on.
    await expect(getComputedStyle(sw, '::after').insetInlineStart).toBe('21px');
  },
};

const onDisabledToggle = fn();
export const ToggleDisabled: Story = {
  render: () => <ToggleHarness initial={false} disabled onChange={onDisabledToggle} />,
  play: async ({ canvasElement }) => {
    onDisabledToggle.mockClear();
    const sw = within(canvasElement).getByRole('switch', { name: 'Price alerts' });
    await expect(sw).toBeDisabled();
    // looks it, as a disabled button does
    await expect(getComputedStyle(sw).opacity).toBe('0.6');
    await expect(getComputedStyle(sw).cursor).toBe('not-allowed');
    await userEvent.click(sw, { pointerEventsCheck: 0 });
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await expect(onDisabledToggle).not.toHaveBeenCalled();
  },
};

// ---------------------------------------------------------------------------------------------------- Dialog

function DialogHarness({ initialOpen = false, onClose, onConfirm }: { initialOpen?: boolean; onClose?(): void; onConfirm?(): void }) {
  const [open, setOpen] = useState(initialOpen);
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Close all positions</Button>
      <Dialog
        open={open}
        title="Close all positions?"
        onClose={close}
        actions={
          <>
            <Button $variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              $variant="danger"
              onClick={() => {
                onConfirm?.();
                setOpen(false);
              }}
            >
              Close all
            </Button>
          </>
        }
      >
        3 open positions will be closed at market price.
      </Dialog>
    </>
  );
}

export const DialogOpen: Story = {
  render: () => <DialogHarness initialOpen />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const dialog = c.getByRole('dialog', { name: 'Close all positions?' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveTextContent('3 open positions will be closed at market price.');
    // Focus moved to the first control inside, and Tab / Shift+Tab cycle within the dialog.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Close all' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
    // The backdrop covers the viewport above the page.
    const backdrop = dialog.parentElement!;
    await expect(getComputedStyle(backdrop).position).toBe('fixed');
    await expect(getComputedStyle(backdrop).zIndex).toBe(String(defaultTheme.zIndex.dialog));
  },
};

const onEscapeClose = fn();
export const DialogEscapeCloses: Story = {
  render: () => <DialogHarness onClose={onEscapeClose} />,
  play: async ({ canvasElement }) => {
    onEscapeClose.mockClear();
    const c = within(canvasElement);
    const opener = c.getByRole('button', { name: 'Close all positions' });
    await expect(c.queryByRole('dialog')).toBeNull();
    await userEvent.click(opener);
    const dialog = c.getByRole('dialog', { name: 'Close all positions?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(onEscapeClose).toHaveBeenCalledTimes(1);
    await expect(c.queryByRole('dialog')).toBeNull();
    // Focus returns to the button that opened it.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

const onCancelClose = fn();
const onConfirmDialog = fn();
export const DialogCancelCloses: Story = {
  render: () => <DialogHarness onClose={onCancelClose} onConfirm={onConfirmDialog} />,
  play: async ({ canvasElement }) => {
    onCancelClose.mockClear();
    onConfirmDialog.mockClear();
    const c = within(canvasElement);
    const opener = c.getByRole('button', { name: 'Close all positions' });
    await userEvent.click(opener);
    await userEvent.click(within(c.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await expect(c.queryByRole('dialog')).toBeNull();
    await expect(onCancelClose).toHaveBeenCalledTimes(1);
    await expect(onConfirmDialog).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
    // A click on the backdrop closes it too; a click inside the panel does not.
    await userEvent.click(opener);
    const dialog = c.getByRole('dialog');
    await userEvent.click(within(dialog).getByText('3 open positions will be closed at market price.'));
    await expect(c.getByRole('dialog')).toBeVisible();
    // user-event dispatches on the backdrop element itself (target === currentTarget), like a click beside the panel.
    await userEvent.click(dialog.parentElement!);
    await expect(c.queryByRole('dialog')).toBeNull();
    await expect(onCancelClose).toHaveBeenCalledTimes(2);
  },
};

export const DialogWithoutControls: Story = {
  render: () => (
    <Dialog open title="Market closed" onClose={() => {}}>
      Trading resumes Monday 00:00 UTC.
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Market closed' });
    // Nothing focusable inside: the panel itself takes focus, and Tab keeps it there.
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(dialog).toHaveFocus();
  },
};

// ---------------------------------------------------------------------------------------------------- Skeleton

export const SkeletonLoading: Story = {
  render: () => (
    <div role="status" aria-label="Loading quotes" style={{ display: 'grid', gap: 8, maxInlineSize: 360 }}>
      <Skeleton $width="60%" $height="20px" data-testid="sk" />
      <Skeleton $height="14px" />
      <Skeleton $width="120px" $height="14px" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // The caller announces loading; the blocks themselves are hidden from assistive technology.
    await expect(c.getByRole('status', { name: 'Loading quotes' })).toBeInTheDocument();
    const blocks = c.getByRole('status').querySelectorAll('span');
    await expect(blocks).toHaveLength(3);
    for (const b of blocks) await expect(b).toHaveAttribute('aria-hidden', 'true');
    await expect(blocks[0].getBoundingClientRect().width).toBeCloseTo(216, 0); // 60% of 360
    await expect(blocks[0].getBoundingClientRect().height).toBe(20);
    await expect(blocks[1].getBoundingClientRect().width).toBe(360); // default 100%
    await expect(blocks[2].getBoundingClientRect().width).toBe(120);
    await expect(getComputedStyle(blocks[0]).backgroundColor).toBe(rgb(C.surfaceAlt));
    await expect(getComputedStyle(blocks[0]).animationName).not.toBe('none');
  },
};

// ---------------------------------------------------------------------------------------------------- Icons

const ICONS: IconName[] = [
  'quotes',
  'trade',
  'orders',
  'ranking',
  'documentary',
  'eye',
  'eyeOff',
  'chevron',
  'back',
  'check',
  'lock',
  'globe',
  'user',
];

export const IconsDecorative: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0, margin: 0, color: C.text }}>
      {ICONS.map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
          <Icon name={name} />
          <span style={{ fontSize: 12 }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(ICONS.length);
    for (const svg of svgs) {
      // Decorative by default: hidden from the accessibility tree and never a Tab stop.
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('focusable', 'false');
      await expect(svg.getBoundingClientRect().width).toBe(22);
      await expect(svg.querySelector('path')?.getAttribute('d')).toBeTruthy();
    }
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
  },
};

const onIconButton = fn();
export const IconsWithAccessibleNames: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, color: C.text }}>
      {/* Icon-only control: the button carries the name, the icon stays decorative. */}
      <Button $variant="ghost" aria-label="Change language" onClick={onIconButton}>
        <Icon name="globe" />
      </Button>
      {/* A meaningful standalone icon: opt back into the tree with role=img and a label. */}
      <Icon name="lock" role="img" aria-hidden={false} aria-label="Account locked" />
      {/* Icon next to visible text, plus screen-reader-only text. */}
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <Icon name="check" size={16} />
        EUR/USD
        <VisuallyHidden>(selected)</VisuallyHidden>
      </span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    onIconButton.mockClear();
    const c = within(canvasElement);
    const button = c.getByRole('button', { name: 'Change language' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(onIconButton).toHaveBeenCalledTimes(1);
    const lock = c.getByRole('img', { name: 'Account locked' });
    await expect(lock.tagName.toLowerCase()).toBe('svg');
    await expect(c.getAllByRole('img')).toHaveLength(1);
    // Visually hidden text is in the tree but takes no space.
    const hidden = c.getByText('(selected)');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(hidden.parentElement).toHaveTextContent('EUR/USD(selected)');
  },
};
