import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { t } from '../src/core';
import { ConnectionStatus, ConnectionStatusView } from '../src/widgets/ConnectionStatus';
import { PipkitProvider } from '../src/widgets/provider';
import { fakeServer } from './fixtures/fakeServer';

const meta = {
  title: 'ConnectionStatus',
  component: ConnectionStatusView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'ConnectionStatus', component: ConnectionStatus } },
  args: { state: 'live' },
} satisfies Meta<typeof ConnectionStatusView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvasElement }) => {
    // Nothing shown, but the live region exists, so the first change is announced.
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Reconnecting: Story = {
  args: { state: 'reconnecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('connection.reconnecting'));
  },
};

export const Offline: Story = {
  args: { state: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('connection.offline'));
  },
};

export const RightToLeft: Story = { args: { state: 'reconnecting' }, globals: { locale: 'ar' } };

/**
 * The bound widget on a fake transport whose connection drops: the banner shows while the socket reconnects (here
 * without the usual 3 s grace) and goes once it is back; the browser going offline shows at once.
 */
export const BoundReconnect: Story = {
  render: () => {
    const server = fakeServer({}, { storagePrefix: 'story-connection' });
    (window as unknown as { __conn: typeof server }).__conn = server;
    server.pipkit.socket.connect();
    return (
      <PipkitProvider client={server.pipkit}>
        <ConnectionStatus grace={0} />
      </PipkitProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const server = (window as unknown as { __conn: ReturnType<typeof fakeServer> }).__conn;
    const region = within(canvasElement).getByRole('status');
    await waitFor(() => expect(server.pipkit.socket.$status.get()).toBe('open'));
    await expect(region).toBeEmptyDOMElement();
    server.drop();
    await waitFor(() => expect(region).toHaveTextContent(t('connection.reconnecting')));
    await waitFor(() => expect(region).toBeEmptyDOMElement(), { timeout: 3000 }); // reconnected
    dispatchEvent(new Event('offline'));
    await waitFor(() => expect(region).toHaveTextContent(t('connection.offline')));
    dispatchEvent(new Event('online'));
    await waitFor(() => expect(region).toBeEmptyDOMElement());
  },
};
