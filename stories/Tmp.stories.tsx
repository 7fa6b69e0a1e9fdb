import type { Meta, StoryObj } from '@storybook/react-vite';
const meta = { title: 'Tmp', render: () => <div><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" /><button></button></div> } satisfies Meta;
export default meta;
export const Bad: StoryObj = {};
