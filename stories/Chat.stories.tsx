import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chatUrl } from '../src/core/api/content';
import { Chat, ChatView } from '../src/widgets/Chat';

const URL_ = 'https://support.example.com/chat?uid=12345678&email=ann%40example.com&lang=en';

const meta = {
  title: 'Content/Chat',
  component: ChatView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Chat', component: Chat } },
  args: { mode: 'frame', url: 'about:blank', onCopy: fn(), frameHeight: '320px' },
} satisfies Meta<typeof ChatView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Frame: Story = {
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', 'Customer service chat');
    await expect(frame).toHaveAttribute('src', 'about:blank');
  },
};

export const ShowAndCopyLink: Story = {
  args: { mode: 'link', url: URL_ },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: URL_ })).toHaveAttribute('href', URL_);
    await userEvent.click(c.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalled();
  },
};

export const Redirecting: Story = {
  args: { mode: 'redirect', url: URL_ },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Opening customer service…');
    await expect(c.getByRole('link', { name: 'Open link' })).toHaveAttribute('href', URL_);
  },
};

export const Loading: Story = { args: { mode: 'loading', url: '' } };

export const UrlRules: Story = {
  args: { mode: 'link', url: URL_ },
  play: async () => {
    // The built-in chat (same origin as the API) gets uid, e-mail, language and the session in the fragment …
    const own = new URL(chatUrl('/support/chat', 'https://api.broker.example', { uid: '1', email: 'a@b.c', lang: 'ar', token: 'tok' }));
    await expect(own.origin + own.pathname).toBe('https://api.broker.example/support/chat');
    await expect(own.searchParams.get('uid')).toBe('1');
    await expect(own.searchParams.get('lang')).toBe('ar');
    await expect(own.hash).toBe('#token=tok');
    // … an external service never sees the token.
    const ext = new URL(chatUrl('https://chat.vendor.example/room', 'https://api.broker.example', { uid: '1', token: 'tok' }));
    await expect(ext.hash).toBe('');
    await expect(ext.searchParams.get('uid')).toBe('1');
  },
};
