import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../src/widgets/ui';
import { Spinner, SpinnerView } from '../src/widgets/Spinner';

const meta = {
  title: 'Spinner',
  component: SpinnerView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Spinner', component: Spinner } },
  args: { active: true },
} satisfies Meta<typeof SpinnerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  render: (args) => (
    <>
      <Button>Behind the overlay</Button>
      <SpinnerView {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Loading…');
    // Hit-testing at the button's centre lands on the overlay: a real click cannot reach the button.
    const button = c.getByRole('button', { name: 'Behind the overlay' });
    const r = button.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    await expect(hit).not.toBe(button);
    await expect(c.getByTestId('pipkit-spinner').contains(hit)).toBe(true);
  },
};

export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
