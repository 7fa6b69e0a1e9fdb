import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PipkitProvider } from '../src/widgets/provider';
import { Kyc, KycView } from '../src/widgets/Kyc';
import { fakeAccountsPipkit } from './fixtures/accountsTransport';

const DOC =
  'data:image/svg+xml;base64,' +
  btoa('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" rx="8" fill="#dfe7f5"/><rect x="12" y="20" width="40" height="50" fill="#9fb3d9"/><rect x="62" y="24" width="80" height="8" fill="#6b7fa8"/><rect x="62" y="44" width="60" height="8" fill="#6b7fa8"/></svg>');
const NONE = { url: null, uploading: false };

const meta = {
  title: 'Account/Kyc',
  component: KycView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Kyc', component: Kyc } },
  args: {
    status: 'none',
    values: { name: '', cardId: '' },
    images: { front: NONE, back: NONE },
    errors: {},
    submitting: false,
    onChange: fn(),
    onPickImage: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onRegister: fn(),
    onLogin: fn(),
  },
} satisfies Meta<typeof KycView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading' } };

export const Step0Form: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Identity verification' })).toBeVisible();
    await expect(c.getByText('Submit documents').closest('li')).toHaveAttribute('aria-current', 'step');
    // One image per side: each picker takes a single file.
    const front = c.getByLabelText(/Front of ID document/);
    await expect(front).not.toHaveAttribute('multiple');
    await userEvent.upload(front, new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' }));
    await expect(args.onPickImage).toHaveBeenCalledWith('front', expect.any(File));
    await userEvent.click(c.getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const ValidationErrors: Story = {
  args: { errors: { name: true, cardId: true, images: true } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Please upload the front and the back of your ID document')).toBeVisible();
    await expect(c.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByText('Please enter your ID number', { selector: 'p' })).toBeVisible();
  },
};

export const UploadInProgress: Story = {
  args: { images: { front: { url: DOC, uploading: false }, back: { url: null, uploading: true } }, values: { name: 'Ann Lee', cardId: 'A1234567' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Uploading…')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(c.getByRole('img', { name: 'Front of ID document' })).toBeVisible();
  },
};

export const ReadyToSubmit: Story = {
  args: { images: { front: { url: DOC, uploading: false }, back: { url: DOC, uploading: false } }, values: { name: 'Ann Lee', cardId: 'A1234567' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByText('Tap to change')).toHaveLength(2);
    await expect(c.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

export const Rejected: Story = {
  args: { status: 'rejected', reason: 'Blurry photo' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Verification was rejected: Blurry photo');
  },
};

export const Step1Waiting: Story = {
  args: { status: 'waiting', name: 'Ann Lee', cardId: 'A1****67' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Under review');
    await expect(c.getByText('A1****67')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Confirm' })).toBeNull();
  },
};

export const Step2Finished: Story = {
  args: { status: 'finish', name: 'Ann Lee', cardId: 'A1****67' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Your identity has been verified.');
    await expect(c.getAllByText('Verified')[0].closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const DemoBlocked: Story = {
  args: { status: 'demo' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Please register or log in to a real account');
    await userEvent.click(c.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

// The bound widget against a fake transport: loads the state, uploads both images as they are chosen, submits,
// and shows step 1 from the server's answer.
let review = 'none';
const bound = fakeAccountsPipkit({
  '/api/user_real/center': () => ({ review_status: review, ...(review === 'waiting' ? { name: 'Ann Lee', card_id: 'A1****67' } : {}) }),
  '/api/common/image_upload': () => ({ url: DOC }),
  '/api/user_real/real_name': () => {
    review = 'waiting';
    return { review_status: 'waiting' };
  },
});

export const BoundWithFakeServer: Story = {
  beforeEach: () => {
    review = 'none';
    bound.requests.length = 0;
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <Kyc onNavigate={fn()} />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Identity verification' });
    await userEvent.click(c.getByRole('button', { name: 'Confirm' }));
    await expect(c.getByText('Please upload the front and the back of your ID document')).toBeVisible();
    await expect(c.getByText('Please enter your name', { selector: 'p' })).toBeVisible();
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    await userEvent.upload(c.getByLabelText(/Front of ID document/), png('front.png'));
    await c.findByRole('img', { name: 'Front of ID document' });
    await userEvent.upload(c.getByLabelText(/Back of ID document/), png('back.png'));
    await c.findByRole('img', { name: 'Back of ID document' });
    await userEvent.type(c.getByLabelText('Full name'), 'Ann Lee');
    await userEvent.type(c.getByLabelText('ID number'), 'A1234567');
    await userEvent.click(c.getByRole('button', { name: 'Confirm' }));
    await expect(await c.findByRole('status')).toHaveTextContent('Under review');
    const uploads = bound.requests.filter((r) => r.path === '/api/common/image_upload');
    await expect(uploads.map((u) => u.body?.file)).toEqual(['file:front.png', 'file:back.png']);
    await expect(bound.requests.find((r) => r.path === '/api/user_real/real_name')?.body).toEqual({
      name: 'Ann Lee',
      card_id: 'A1234567',
      front_pic: DOC,
      reverse_pic: DOC,
    });
  },
};
