import { describe, expect, it } from 'vitest';
import { eventName, widgetDef, WIDGET_NAMES } from './registry';

const attrs = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('embed registry', () => {
  it('reads the pair from symbol= (what partners write) or code= (the API name), upper-cased', () => {
    expect(widgetDef('chart').fromAttributes!(attrs({ symbol: 'eurusd', period: '15m', height: '320' }))).toEqual({
      code: 'EURUSD',
      period: '15M',
      height: 320,
    });
    expect(widgetDef('order-ticket').fromAttributes!(attrs({ code: 'XAUUSD' }))).toEqual({ code: 'XAUUSD' });
    expect(widgetDef('order-ticket').fromAttributes!(attrs({ code: 'XAUUSD', layout: 'sheet' }))).toEqual({ code: 'XAUUSD', layout: 'sheet' });
    expect(widgetDef('order-ticket').fromAttributes!(attrs({ code: 'XAUUSD', layout: 'drawer' })).layout).toBeUndefined();
    expect(widgetDef('order-ticket').fromAttributes!(attrs({ symbol: 'GBPUSD', code: 'XAUUSD' }))).toEqual({ code: 'GBPUSD' });
  });

  it('ignores attribute values it cannot use instead of passing them on', () => {
    expect(widgetDef('chart').fromAttributes!(attrs({ symbol: '  ', period: 'weekly', height: 'tall' }))).toEqual({
      code: undefined,
      period: undefined,
      height: undefined,
    });
  });

  it('names DOM events after the callbacks and refuses unknown widgets', () => {
    expect(eventName('onSelectPair')).toBe('pipkit-select-pair');
    expect(eventName('onOrderPlaced')).toBe('pipkit-order-placed');
    expect(WIDGET_NAMES).toEqual(expect.arrayContaining(['quote-list', 'chart', 'order-ticket', 'orders']));
    expect(() => widgetDef('no-such-widget')).toThrow(/no-such-widget/);
  });
});
