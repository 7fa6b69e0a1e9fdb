// Pipkit for any web page: dist/embed/index.js, one ES module with React, react-dom and styled-components inside.
//
//   <script type="module">
//     import { defineElements, mount } from 'https://partner.cdn/pipkit/embed/index.js';
//     defineElements({ apiBase: 'https://api.broker.example', lang: 'en' });   // <pipkit-quote-list> …
//     mount(document.getElementById('ticket'), 'order-ticket', { props: { code: 'EURUSD' } });
//   </script>
//
// Importing registers nothing (package sideEffects: false); see docs/embedding.md.
export { mount, type EmbedOptions, type MountHandle } from './mount';
export { defineElements, type DefineElementsOptions } from './elements';
export { getClient, resolveTheme, type ClientOptions, type DeepPartial } from './client';
export { WIDGET_NAMES, eventName, type WidgetName, type WidgetProps } from './registry';
export { defaultTheme, type PipkitTheme } from '../widgets/theme';
// The embed carries its own copy of the core: partner wording and the language list come from here, not 'pipkit'.
export { addTranslations, LANGUAGES } from '../core';
export type { Lang, Notify, Pipkit, Dictionary } from '../core';
