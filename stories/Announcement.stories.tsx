import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Announcement, AnnouncementView } from '../src/widgets/Announcement';

const meta = {
  title: 'Content/Announcement',
  component: AnnouncementView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Announcement', component: Announcement, element: 'announcement' } },
  args: { demo: false },
} satisfies Meta<typeof AnnouncementView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Platform notice' })).toBeVisible();
    await expect(c.getByText('Our services are not provided to North Korea, Israel, China, Vanuatu and Cuba.')).toBeVisible();
    await expect(c.queryByText('(DEMO test)')).toBeNull();
  },
};

export const DemoSite: Story = {
  args: { demo: true },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByText('(DEMO test)');
    await expect(getComputedStyle(note).color).toBe('rgb(179, 38, 30)');
  },
};

export const Japanese: Story = {
  globals: { locale: 'jp' },
  args: { demo: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/北朝鮮、イスラエル、中国、バヌアツ、キューバ/)).toBeVisible();
  },
};

export const PersianRtl: Story = {
  globals: { locale: 'fa' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByText(/کره شمالی، اسرائیل، چین، وانواتو و کوبا/)).toBeVisible();
  },
};
