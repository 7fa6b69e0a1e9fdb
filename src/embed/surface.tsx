// Where an embedded widget (or the page-wide layer) renders: its own shadow root by default, so page and widget
// styles never meet.
import type { ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';

// The shadow root's own stylesheet. Page rules on the host element itself (size, margin, display, even `div { color:
// red }` when the host is a <div>) win over :host, so the reset is repeated on the React container inside the
// shadow root, which no page rule reaches: it starts from CSS initial values and inherits nothing from the page
// (font, colour, line-height, text-align, letter-spacing …); the provider's wrapper then sets the theme's font and
// colours.
const HOST_CSS =
  ':host { all: initial; display: block; } :host([hidden]) { display: none; } ' +
  '[data-pipkit-root] { all: initial; display: block; }';

export interface Surface {
  /** The React root's container. */
  container: HTMLElement;
  /** Wraps the tree so styled-components writes into the shadow root (identity without one). */
  wrap(children: ReactNode): ReactNode;
  /** Empties what mount() added. */
  dispose(): void;
}

/**
 * Where a widget renders. With `shadow` (default) an open shadow root on the element — the one it already has
 * (a remount, or the partner's own open root: its content is replaced), else a new one. Elements that cannot host
 * a shadow root (e.g. <td>, <li>) get a <div> child that does.
 */
export function createSurface(element: HTMLElement, shadow: boolean): Surface {
  if (!shadow) {
    return { container: element, wrap: (c) => c, dispose: () => undefined };
  }
  let host: HTMLElement = element;
  let root = element.shadowRoot;
  if (!root) {
    try {
      root = element.attachShadow({ mode: 'open' });
    } catch {
      host = element.ownerDocument.createElement('div');
      element.replaceChildren(host);
      root = host.attachShadow({ mode: 'open' });
    }
  }
  const style = element.ownerDocument.createElement('style');
  style.textContent = HOST_CSS;
  const container = element.ownerDocument.createElement('div');
  container.setAttribute('data-pipkit-root', '');
  root.replaceChildren(style, container);
  const target = root;
  return {
    container,
    // styled-components keeps one sheet per target: this widget's rules go into its own shadow root.
    wrap: (c) => <StyleSheetManager target={target}>{c}</StyleSheetManager>,
    dispose: () => {
      target.replaceChildren();
      if (host !== element) host.remove();
    },
  };
}

