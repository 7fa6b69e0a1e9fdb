import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../src/core';
import { UpdateNoticeView } from '../src/app/update/UpdateNoticeView';

// The app's notice that a deploy happened while the page was open (src/app/update): Reload, or Later.
const meta = {
  title: 'App/UpdateNotice',
  component: UpdateNoticeView,
  args: { shown: true, onReload: fn(), onLater: fn() },
} satisfies Meta<typeof UpdateNoticeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent(t('common.updateReady'));
    await userEvent.click(within(notice).getByRole('button', { name: t('common.later') }));
    await expect(args.onLater).toHaveBeenCalledOnce();
    await userEvent.click(within(notice).getByRole('button', { name: t('common.reload') }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = { globals: { locale: 'fa' } };

/** Nothing new: the region is there, empty, so the notice is announced when it comes. */
export const NothingNew: Story = {
  args: { shown: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
