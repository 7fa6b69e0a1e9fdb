// mount(): one widget in its own React root inside a PipkitProvider, anywhere on any page.
import { createRoot } from 'react-dom/client';
import type { Lang, Notify } from '../core';
import { $language, normalizeLang } from '../core';
import { PipkitProvider } from '../widgets/provider';
import { LoadBoundary } from '../widgets/internal/loading/LoadBoundary';
import { LoadFailed } from '../widgets/internal/loading/LoadFailed';
import type { PipkitTheme } from '../widgets/theme';
import { getClient, type DeepPartial } from './client';
import { retainLayer } from './layer';
import { eventName, widgetDef, type WidgetName, type WidgetProps } from './registry';
import { createSurface } from './surface';

export interface EmbedOptions {
  /** API origin, e.g. `http://localhost:8080`. Default: the host rule (`www.x.com` → `api.x.com`). */
  apiBase?: string;
  /** WebSocket URL; default `ws(s)://<api host>/v1/ws`. */
  wsUrl?: string;
  /**
   * Language code (hk, en, jp, kr, th, vn, fr, de, ru, spa, pt, ar, it, tr, id, my, hi, cs, fa, fi, et). Page-wide:
   * applied when first given and whenever it changes; every embedded widget follows it. Default: the visitor's
   * last choice (localStorage `pipkit.lang`), else hk.
   */
  lang?: Lang | string;
  /** Any part of the theme; merged over defaultTheme. */
  theme?: DeepPartial<PipkitTheme>;
  /** Widget props, including callbacks (`onSelectPair`, `onLoginRequired`, …) and `code` for chart / order-ticket. */
  props?: WidgetProps;
  /**
   * Show the client's messages (server errors, "order placed", …) as toasts in a page-wide layer. Default true.
   * Pass false and give `notify` to show them your way. The layer shows toasts while any live widget wants them.
   */
  toasts?: boolean;
  /**
   * Show a banner in the same page-wide layer while live prices are not arriving (the socket reconnecting for more
   * than 3 s, or the device offline), so a visitor never takes a frozen price for a live one. Default true.
   */
  connectionStatus?: boolean;
  /** Receives every message meant for the user (only read by the first mount for a given apiBase). */
  notify?: Notify;
  /**
   * Render inside a shadow root of the element (default true): the widget's styles stay inside it and the page's
   * styles (element selectors, inherited font, colour, line-height, text-align) stay out. `false` renders in the
   * light DOM, replacing the element's children, with the styles in the document's <head> (then the page's CSS can
   * reach the widget). Read when mounting; changing it takes a new mount.
   */
  shadow?: boolean;
}

export interface MountHandle {
  /** Re-renders with changed options (props, lang, theme); apiBase / wsUrl changes take a new mount. */
  update(options: EmbedOptions): void;
  /** Removes the widget and its React root. */
  unmount(): void;
}

// The language is page-wide (the core's $language, persisted): every embedded widget and the toasts follow it, so
// two widgets never disagree on text or direction. A `lang` option sets it when it first appears and when it
// changes — not on every mount, so a choice made in <pipkit-language-picker> survives widgets mounted later.
let lastLangOption: string | undefined;

function applyLang(lang: string | undefined): void {
  if (!lang || lang === lastLangOption) return;
  lastLangOption = lang;
  $language.set(normalizeLang(lang));
}

/** Every callback calls the partner's function (if any) and dispatches a DOM event on the host element. */
function withEvents(element: HTMLElement, callbacks: readonly string[], props: WidgetProps): WidgetProps {
  const out: WidgetProps = { ...props };
  for (const name of callbacks) {
    const own = props[name] as ((...args: unknown[]) => void) | undefined;
    out[name] = (...args: unknown[]) => {
      own?.(...args);
      element.dispatchEvent(
        new CustomEvent(eventName(name), { detail: args.length <= 1 ? args[0] : args, bubbles: true, composed: true }),
      );
    };
  }
  return out;
}

/**
 * Renders `widget` into a shadow root of `element` (or, with `shadow: false`, into the element, replacing its
 * children) with its own React root.
 *
 *   const handle = mount(document.querySelector('#quotes'), 'quote-list', { apiBase: 'http://localhost:8080' });
 *   handle.unmount();
 */
export function mount(element: HTMLElement, widget: WidgetName | string, options: EmbedOptions = {}): MountHandle {
  if (!element || typeof (element as Partial<HTMLElement>).appendChild !== 'function') {
    throw new Error('pipkit mount(): the first argument must be a DOM element');
  }
  const def = widgetDef(widget);
  applyLang(options.lang); // before the client's first requests, which send the language
  const client = getClient(options);
  const layer = retainLayer(options);
  const surface = createSurface(element, options.shadow !== false);
  const root = createRoot(surface.container);
  let current = options;
  let mounted = true;

  const render = () => {
    root.render(
      surface.wrap(
        <PipkitProvider client={client} theme={current.theme}>
          {/* A widget that fails says so with Retry in its place, instead of leaving an empty box on the page. */}
          <LoadBoundary fallback={(p) => <LoadFailed {...p} />}>
            {def.render(withEvents(element, def.callbacks, current.props ?? {}))}
          </LoadBoundary>
        </PipkitProvider>,
      ),
    );
  };
  render();

  return {
    update(next) {
      if (!mounted) return;
      current = { ...current, ...next };
      applyLang(next.lang);
      layer.update(current);
      render();
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
      surface.dispose();
      layer.release();
    },
  };
}
