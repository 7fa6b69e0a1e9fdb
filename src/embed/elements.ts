// Custom elements (<pipkit-quote-list>, <pipkit-chart code="EURUSD">, …): registered by defineElements(), never at
// import time, so importing the module has no side effects.
import { mount, type EmbedOptions, type MountHandle } from './mount';
import { WIDGET_NAMES, widgetDef, type WidgetProps } from './registry';

export interface DefineElementsOptions extends Omit<EmbedOptions, 'props'> {
  /** Tag prefix; default `pipkit` (→ `<pipkit-quote-list>`). Must contain only lower-case letters, digits and `-`. */
  prefix?: string;
}

const COMMON_ATTRIBUTES = ['api-base', 'ws-url', 'lang', 'theme'] as const;

function parseTheme(value: string | null): EmbedOptions['theme'] {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as EmbedOptions['theme']) : undefined;
  } catch {
    console.warn('pipkit: the theme attribute must be JSON, e.g. theme=\'{"colors":{"primary":"#0a7"}}\'');
    return undefined;
  }
}

/**
 * Defines one custom element per embeddable widget and returns the tag names. Options are page-wide defaults;
 * attributes on an element (api-base, ws-url, lang, theme as JSON) override them for that element.
 * Calling it again is harmless: tags already defined are left alone.
 */
export function defineElements(defaults: DefineElementsOptions = {}): string[] {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return [];
  const { prefix = 'pipkit', ...base } = defaults;
  const tags: string[] = [];
  for (const name of WIDGET_NAMES) {
    const tag = `${prefix}-${name}`;
    tags.push(tag);
    if (customElements.get(tag)) continue;
    const def = widgetDef(name);

    class PipkitElement extends HTMLElement {
      static observedAttributes = [...COMMON_ATTRIBUTES, ...def.attributes];
      private handle: MountHandle | null = null;
      private mountedFor = '';
      private extraProps: WidgetProps = {};

      /** Props that attributes cannot carry (functions, objects); merged over the attribute props. */
      get props(): WidgetProps {
        return this.extraProps;
      }
      set props(value: WidgetProps) {
        this.extraProps = { ...value };
        this.handle?.update(this.options());
      }

      private options(): EmbedOptions {
        const attr = (n: string) => this.getAttribute(n);
        return {
          ...base,
          apiBase: attr('api-base') ?? base.apiBase,
          wsUrl: attr('ws-url') ?? base.wsUrl,
          lang: attr('lang') ?? base.lang,
          theme: parseTheme(attr('theme')) ?? base.theme,
          props: { ...(def.fromAttributes?.(attr) ?? {}), ...this.extraProps },
        };
      }

      connectedCallback() {
        if (this.handle) return; // moved within the page: keep the same root
        const options = this.options();
        this.mountedFor = `${options.apiBase ?? ''}|${options.wsUrl ?? ''}`;
        this.handle = mount(this, name, options);
      }

      disconnectedCallback() {
        // A move (remove + insert in one task) keeps the widget; a real removal unmounts it.
        queueMicrotask(() => {
          if (this.isConnected || !this.handle) return;
          this.handle.unmount();
          this.handle = null;
        });
      }

      attributeChangedCallback() {
        if (!this.handle) return;
        const options = this.options();
        if (`${options.apiBase ?? ''}|${options.wsUrl ?? ''}` !== this.mountedFor) {
          this.handle.unmount();
          this.handle = null;
          if (this.isConnected) this.connectedCallback();
        } else {
          this.handle.update(options);
        }
      }
    }
    customElements.define(tag, PipkitElement);
  }
  return tags;
}
