import type { Decorator, Preview } from '@storybook/react-vite';
import { $language, LANGUAGES, loadLanguage, normalizeLang } from '../src/core';
import { PipkitProvider } from '../src/widgets/provider';
import { WidgetDocsPage } from './docs/WidgetDocs';
import { darkTheme, defaultTheme } from '../src/widgets/theme';
import { collectStoryServers, stopCollectingServers } from '../stories/fixtures/fakeServer';

// Every story renders inside the provider (theme + dir/lang) in the toolbar's language and theme. Pure views need no
// client; a story whose parts read a client's stores names one in `parameters.pipkitClient`.
const withPipkit: Decorator = (Story, { globals, parameters }) => {
  const theme = globals.theme === 'dark' ? darkTheme : defaultTheme;
  return (
    <PipkitProvider client={parameters.pipkitClient} theme={theme} locale={normalizeLang(globals.locale ?? 'en')}>
      <div style={{ padding: 16, background: theme.colors.bg, minHeight: '100%' }}>
        <Story />
      </div>
    </PipkitProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the labels (21 dictionaries; ar and fa are right-to-left)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: LANGUAGES.map((l) => ({ value: l.code, title: `${l.name} (${l.code})`, right: l.dir === 'rtl' ? 'RTL' : undefined })),
      },
    },
    theme: {
      description: 'Light (defaultTheme) or dark (darkTheme) widgets',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  // Load the dictionary before the story renders, so the first paint (and every play function) sees real labels.
  loaders: [
    async ({ globals }) => {
      const lang = normalizeLang(globals.locale ?? 'en');
      $language.set(lang);
      await loadLanguage(lang);
      return {};
    },
  ],
  decorators: [withPipkit],
  // A bound story's fake servers are closed when the next story starts, not by its play: see fakeServer.ts.
  beforeEach: collectStoryServers,
  afterEach: stopCollectingServers,
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    // One docs page for every widget (tags: ['autodocs'] + parameters.pipkit): props, theme tokens, embedding.
    docs: { page: WidgetDocsPage },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
