// One layer for the whole page (toasts, the connection banner), alive while a live embedded widget wants it. It
// shows what the live widgets asked for together (layerOf), and follows mounts, updates and unmounts; its client and
// its shadow root are those of the widget that created it.
import { createRoot, type Root } from 'react-dom/client';
import { PipkitProvider } from '../widgets/provider';
import { Toast } from '../widgets/Toast';
import { ConnectionStatus } from '../widgets/ConnectionStatus';
import { getClient } from './client';
import { layerOf, type LayerWish } from './layerWishes';
import type { EmbedOptions } from './mount';
import { createSurface, type Surface } from './surface';

export interface LayerLease {
  /** The widget's options changed (`toasts`, `connectionStatus`, `theme`). */
  update(options: EmbedOptions): void;
  /** The widget is gone. */
  release(): void;
}

const wishOf = (o: EmbedOptions): LayerWish => ({ toasts: o.toasts !== false, connection: o.connectionStatus !== false, theme: o.theme });

// Insertion order is the order of the last mount or update: layerOf takes the theme of the latest.
const wishes = new Map<symbol, LayerWish>();
let layer: { root: Root; host: HTMLElement; surface: Surface; client: ReturnType<typeof getClient> } | null = null;

function sync(creator: EmbedOptions): void {
  const view = layerOf(wishes.values());
  if (!view) {
    if (layer) {
      layer.root.unmount();
      layer.surface.dispose();
      layer.host.remove();
      layer = null;
    }
    return;
  }
  if (!layer) {
    const host = document.createElement('div');
    host.setAttribute('data-pipkit-toasts', '');
    document.body.appendChild(host);
    // Isolated like the widgets (shadow: false on the widget that creates it keeps it in the light DOM too).
    const surface = createSurface(host, creator.shadow !== false);
    layer = { root: createRoot(surface.container), host, surface, client: getClient(creator) };
  }
  layer.root.render(
    layer.surface.wrap(
      <PipkitProvider client={layer.client} theme={view.theme}>
        {view.toasts && <Toast />}
        {view.connection && <ConnectionStatus />}
      </PipkitProvider>,
    ),
  );
}

export function retainLayer(options: EmbedOptions): LayerLease {
  if (typeof document === 'undefined') return { update: () => undefined, release: () => undefined };
  const id = Symbol('widget');
  let current = options;
  wishes.set(id, wishOf(options));
  sync(options);
  return {
    update(next) {
      if (!wishes.has(id)) return;
      current = next;
      wishes.delete(id);
      wishes.set(id, wishOf(next));
      sync(current);
    },
    release() {
      if (!wishes.delete(id)) return;
      sync(current);
    },
  };
}
