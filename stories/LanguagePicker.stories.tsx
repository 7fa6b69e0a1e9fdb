import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LANGUAGES } from '../src/core';
import { LanguagePicker, LanguagePickerView } from '../src/widgets/LanguagePicker';

const meta = {
  title: 'LanguagePicker',
  component: LanguagePickerView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'LanguagePicker', component: LanguagePicker, element: 'language-picker' } },
  args: { languages: LANGUAGES, current: 'en', onSelect: fn() },
} satisfies Meta<typeof LanguagePickerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishCurrent: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('button')).toHaveLength(21);
    const current = c.getByRole('button', { name: /English.*Current language/ });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await userEvent.click(c.getByRole('button', { name: /日本語/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('jp');
  },
};

export const HongKongCurrent: Story = { args: { current: 'hk' } };

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  args: { current: 'ar' },
};
