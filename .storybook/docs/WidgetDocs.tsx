// The one docs page every widget shares (preview.tsx: parameters.docs.page). A stories file opts in with
// `tags: ['autodocs']` and describes its widget in `parameters.pipkit` (see PipkitDocsParameters); everything else
// is derived: the props table from react-docgen on the bound widget, the theme tokens from
// stories/docs-meta.generated.ts (scripts/docs-meta.ts) with values read from defaultTheme/darkTheme, and the
// custom element's attributes and DOM events from src/embed/registry.tsx.
import type { ComponentType } from 'react';
import { ArgTypes, Controls, Description, Primary, Source, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { WIDGETS, eventName, type WidgetDef } from '../../src/embed/registry';
import { darkTheme, defaultTheme } from '../../src/widgets/theme';
import { THEME_TOKENS, WIDGET_DOCS } from '../../stories/docs-meta.generated';

export interface PipkitDocsParameters {
  /** Folder in src/widgets ('QuoteList', 'Auth', 'provider'): gives the package subpath and the theme tokens. */
  widget: string;
  /** The bound widget partners render (its props table and the React snippet); defaults to the meta component. */
  component?: ComponentType<never>;
  /** Name(s) in src/embed/registry.tsx: `mount(el, name)` and `<pipkit-name>`. Absent: React only. */
  element?: string | string[];
}

type DocgenProp = { required?: boolean; tsType?: { name?: string; raw?: string } };
type Docgen = { props?: Record<string, DocgenProp> };

const API_BASE = 'https://api.broker.example';
const valueOf = (theme: object, path: string): string =>
  String(path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], theme));
const isColor = (v: string) => /^(#|rgb|hsl)/.test(v);
// The docgen name first: production builds minify function names.
const nameOf = (c: ComponentType<never>) => (c as { __docgenInfo?: { displayName?: string } }).__docgenInfo?.displayName || c.displayName || c.name;

function Value({ value }: { value: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      {isColor(value) && (
        <span
          aria-hidden
          style={{ inlineSize: 14, blockSize: 14, borderRadius: 3, border: '1px solid #8884', background: value, flex: 'none' }}
        />
      )}
      <code>{value}</code>
    </span>
  );
}

/** Token name → what it styles → light value → dark value, for the tokens a widget reads. */
export function TokenTable({ tokens }: { tokens: string[] }) {
  const docs = new Map(THEME_TOKENS.map((t) => [t.name, t.description]));
  return (
    <table>
      <thead>
        <tr>
          <th>token</th>
          <th>what it styles</th>
          <th>light (defaultTheme)</th>
          <th>dark (darkTheme)</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((t) => (
          <tr key={t}>
            <td>
              <code>{t}</code>
            </td>
            <td>{docs.get(t)}</td>
            <td>
              <Value value={valueOf(defaultTheme, t)} />
            </td>
            <td>
              <Value value={valueOf(darkTheme, t)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `onSelectPair` with type `(code: string) => void` → `onSelectPair={(code) => console.log(code)}`. */
function propExample(name: string, prop: DocgenProp): string {
  const raw = prop.tsType?.raw ?? prop.tsType?.name ?? '';
  if (/^on[A-Z]/.test(name) || prop.tsType?.name === 'signature') {
    const params = [...(raw.match(/^\(([^)]*)\)/)?.[1] ?? '').matchAll(/(\w+)\??\s*:/g)].map((m) => m[1]);
    return `${name}={(${params.join(', ')}) => console.log('${name}'${params.length ? ', ' + params.join(', ') : ''})}`;
  }
  return `${name}={${name}}`;
}

export function reactSnippet(p: PipkitDocsParameters, component: ComponentType<never> | undefined): string {
  const subpath = WIDGET_DOCS[p.widget]?.subpath;
  const client = `client={{ apiBase: '${API_BASE}' }}`;
  if (p.widget === 'provider') {
    return `import { PipkitProvider } from 'pipkit/provider';
import { darkTheme } from 'pipkit/theme';
import { QuoteList } from 'pipkit/quote-list';

// One provider around all the widgets of a page (or one per island): the client, the theme and the language.
<PipkitProvider ${client} theme={darkTheme} locale="en">
  <QuoteList />
</PipkitProvider>;`;
  }
  const name = component ? nameOf(component) : p.widget;
  const props = Object.entries((component as { __docgenInfo?: Docgen } | undefined)?.__docgenInfo?.props ?? {})
    .filter(([k, v]) => v.required || /^on[A-Z]/.test(k))
    .map(([k, v]) => propExample(k, v));
  const tag =
    props.length === 0 ? `<${name} />` : props.length === 1 ? `<${name} ${props[0]} />` : `<${name}\n    ${props.join('\n    ')}\n  />`;
  return `import { PipkitProvider } from 'pipkit/provider';
import { ${name} } from '${subpath}';

// theme: any part of PipkitTheme, merged over defaultTheme (or darkTheme from 'pipkit/theme').
<PipkitProvider ${client} theme={{ colors: { primary: '#1b56c4' } }}>
  ${tag}
</PipkitProvider>;`;
}

export function elementSnippet(names: string[]): string {
  const tags = names.map((n) => {
    const def = (WIDGETS as Record<string, WidgetDef>)[n];
    const attrs = def?.attributes.map((a) => ` ${a}="…"`).join('') ?? '';
    return `<pipkit-${n}${attrs}></pipkit-${n}>`;
  });
  const listeners = names.flatMap((n) =>
    ((WIDGETS as Record<string, WidgetDef>)[n]?.callbacks ?? []).map(
      (cb) => `  document.querySelector('pipkit-${n}').addEventListener('${eventName(cb)}', (e) => console.log(e.detail));`,
    ),
  );
  return `<script type="module">
  import { defineElements } from 'pipkit/embed';
  defineElements({ apiBase: '${API_BASE}' }); // once per page; also: lang, theme, wsUrl
</script>

${tags.join('\n')}
${listeners.length ? `\n<script type="module">\n${listeners.join('\n')}\n</script>\n` : ''}`;
}

function ElementTable({ names }: { names: string[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th>element</th>
          <th>attributes (besides api-base, ws-url, lang, theme)</th>
          <th>DOM events (detail = the callback's argument)</th>
        </tr>
      </thead>
      <tbody>
        {names.map((n) => {
          const def = (WIDGETS as Record<string, WidgetDef>)[n];
          return (
            <tr key={n}>
              <td>
                <code>{`<pipkit-${n}>`}</code>, <code>{`mount(el, '${n}')`}</code>
              </td>
              <td>{def?.attributes.length ? def.attributes.map((a) => <code key={a}>{a} </code>) : '—'}</td>
              <td>
                {def?.callbacks.length
                  ? def.callbacks.map((c) => (
                      <span key={c}>
                        <code>{eventName(c)}</code> ({c}){' '}
                      </span>
                    ))
                  : '—'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function WidgetDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const p = preparedMeta.parameters.pipkit as PipkitDocsParameters | undefined;
  if (!p) {
    return (
      <>
        <Title />
        <Subtitle />
        <Description />
        <Primary />
        <Controls />
        <Stories />
      </>
    );
  }
  const component = p.component ?? (preparedMeta.component as ComponentType<never> | undefined);
  const meta = WIDGET_DOCS[p.widget];
  const elements = p.element === undefined ? [] : ([] as string[]).concat(p.element);
  const providerTokens = WIDGET_DOCS.provider?.tokens ?? [];
  return (
    <>
      <Title />
      <p>
        <code>{`import { ${component ? nameOf(component) : p.widget} } from '${meta?.subpath}'`}</code>
      </p>
      {component && component !== preparedMeta.component ? <Description of={component} /> : <Description />}
      <Primary />
      <h2 id="props">Props</h2>
      {component ? <ArgTypes of={component} /> : <Controls />}
      {component && component !== preparedMeta.component ? (
        <>
          <h3>Pure view (the stories below)</h3>
          <p>The stories render the widget's pure view with fixed data; these are its props.</p>
          <Controls />
        </>
      ) : null}
      <h2 id="theme-tokens">Theme tokens</h2>
      <p>
        The tokens this widget reads (derived from its source; every token: docs/theming.md).
        {p.widget !== 'provider' && providerTokens.length ? (
          <>
            {' '}
            PipkitProvider adds {providerTokens.map((t) => <code key={t}>{t} </code>)} around every widget.
          </>
        ) : null}
      </p>
      <TokenTable tokens={meta?.tokens ?? []} />
      <h2 id="embedding">Embedding</h2>
      <h3>React</h3>
      <Source language="tsx" code={reactSnippet(p, component)} dark />
      <h3>Custom element</h3>
      {p.widget === 'provider' ? (
        <>
          <p>Pages without React get the provider's client, theme and language from the embed bundle's defaults:</p>
          <Source language="html" code={elementSnippet(['quote-list'])} dark />
        </>
      ) : elements.length ? (
        <>
          <Source language="html" code={elementSnippet(elements)} dark />
          <ElementTable names={elements} />
          <p>
            Props that are not strings (functions, objects) go through the element's <code>props</code> property; every
            callback is also dispatched as the DOM event above (bubbles, composed).
          </p>
        </>
      ) : (
        <p>
          Not in the embed bundle (src/embed/registry.tsx): no custom element and no <code>mount()</code> name; embed it
          with React.
        </p>
      )}
      <Stories title="States" />
    </>
  );
}
