import { Suspense, useState, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../src/core';
import { LoadBoundary } from '../src/widgets/internal/loading/LoadBoundary';
import { LoadFailed } from '../src/widgets/internal/loading/LoadFailed';
import { LoadFailedDialog } from '../src/widgets/internal/loading/LoadFailedDialog';
import { retryableLazy } from '../src/widgets/internal/loading/retryableLazy';

// What shows where a part of the app could not be fetched or shown (a screen, a widget's dialog or tools), one story
// per state, and the boundary bound to a lazily loaded part whose first fetch fails.
const meta = {
  title: 'LoadFailed',
  component: LoadFailed,
  args: { load: true, stale: false, retry: fn(), reload: fn() },
} satisfies Meta<typeof LoadFailed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CouldNotLoad: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('common.loadFailed'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(args.retry).toHaveBeenCalledOnce();
    await expect(args.reload).not.toHaveBeenCalled();
  },
};

export const Crashed: Story = {
  args: { load: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('common.crashed'));
  },
};

/** Failed again after a retry while online: the files are likely gone after a deploy, so the way out is a reload. */
export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('common.staleApp'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common.reload') }));
    await expect(args.reload).toHaveBeenCalledOnce();
    await expect(args.retry).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = { globals: { locale: 'ar' } };

/** In place of an order's confirmation that could not be fetched: try again or give up. */
export const InPlaceOfADialog: Story = {
  render: (args) => <LoadFailedDialog {...args} onDismiss={onDismiss} />,
  play: async ({ canvasElement, args }) => {
    onDismiss.mockClear();
    const dialog = within(canvasElement).getByRole('dialog', { name: t('common.loadFailed') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.retry') }));
    await expect(args.retry).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await expect(onDismiss).toHaveBeenCalledOnce();
  },
};
const onDismiss = fn();

// A part whose fetch fails until the story lets it through, as a phone offline does; one per mount.
interface Flaky {
  reachable: boolean;
  fetches: number;
  Part: ComponentType<object>;
}
function Part() {
  return <p>{t('common.appName')}</p>;
}
function makeFlaky(): Flaky {
  const flaky: Flaky = {
    reachable: false,
    fetches: 0,
    Part: retryableLazy<object>(() => {
      flaky.fetches += 1;
      return flaky.reachable ? Promise.resolve(Part) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    }),
  };
  return flaky;
}
const flakyOf = (el: HTMLElement) => (el as HTMLElement & { flaky: Flaky }).flaky;

function FlakyPart() {
  const [flaky] = useState(makeFlaky);
  return (
    <div data-flaky="" ref={(el) => void (el && Object.assign(el, { flaky }))}>
      <LoadBoundary fallback={(p) => <LoadFailed {...p} />}>
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <flaky.Part />
        </Suspense>
      </LoadBoundary>
    </div>
  );
}

/**
 * The boundary with a lazily loaded part: the failed fetch shows why and Retry (not a blank page), a retry that
 * fails again while online offers a reload, and the part comes once it can be fetched — here by itself when the
 * browser is back online.
 */
export const BoundRetry: Story = {
  render: () => <FlakyPart />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(t('common.loadFailed')));
    const flaky = flakyOf(canvasElement.querySelector<HTMLElement>('[data-flaky]')!);
    await expect(flaky.fetches).toBe(1);
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    // React.lazy would have kept the first failure; this one fetches again.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(t('common.staleApp')));
    await expect(flaky.fetches).toBe(2);
    flaky.reachable = true;
    dispatchEvent(new Event('online'));
    await waitFor(() => expect(canvas.getByText(t('common.appName'))).toBeVisible());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(flaky.fetches).toBe(3);
  },
};
