// What the page-wide layer shows, from what every live embedded widget asked for (pure: tested in node).
import type { PipkitTheme } from '../widgets/theme';
import type { DeepPartial } from './client';

/** One mounted widget's options for the layer. */
export interface LayerWish {
  toasts: boolean;
  connection: boolean;
  theme?: DeepPartial<PipkitTheme>;
}

/** What the layer shows: the same three things, for the whole page. */
export type LayerView = LayerWish;

/**
 * Toasts show while any live widget wants them, the connection banner likewise: a widget mounted with `toasts: false`
 * (its page shows messages its own way) does not silence one mounted with the default, nor the other way round. The
 * layer takes the theme of the most recently mounted or updated widget that wants it (`wishes` in that order). null:
 * nothing to show, no layer.
 */
export function layerOf(wishes: Iterable<LayerWish>): LayerView | null {
  let toasts = false;
  let connection = false;
  let theme: DeepPartial<PipkitTheme> | undefined;
  for (const w of wishes) {
    if (!w.toasts && !w.connection) continue;
    toasts ||= w.toasts;
    connection ||= w.connection;
    theme = w.theme;
  }
  return toasts || connection ? { toasts, connection, theme } : null;
}
