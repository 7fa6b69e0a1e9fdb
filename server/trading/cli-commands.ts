/** Trading commands of the admin CLI (merged into COMMANDS in admin/cli.ts). */
import type { Command } from '../admin/cli.js';

function need(args: string[], n: number, usage: string) {
  if (args.length < n) throw new Error(`usage: ${usage}`);
}

export const TRADING_COMMANDS: Record<string, Command> = {
  instruments: {
    usage: 'instruments',
    run: async (_args, api) => api('GET', '/admin/api/instruments'),
  },
  'set-instrument': {
    usage: "set-instrument <CODE> '<json fields, e.g. {\"leverages\":[50,100],\"market_status\":null}>'",
    run: async (args, api) => {
      need(args, 2, TRADING_COMMANDS['set-instrument'].usage);
      let body: unknown;
      try {
        body = JSON.parse(args[1]);
      } catch {
        throw new Error('fields must be JSON');
      }
      return api('PUT', `/admin/api/instruments/${encodeURIComponent(args[0])}`, body);
    },
  },
  quote: {
    usage: 'quote <CODE> <bid> <ask>',
    run: async (args, api) => {
      need(args, 3, TRADING_COMMANDS.quote.usage);
      return api('POST', '/admin/api/quotes', { code: args[0], bid: args[1], ask: args[2] });
    },
  },
  balance: {
    usage: 'balance <userId> <amount> [memo] [ref]',
    run: async (args, api) => {
      need(args, 2, TRADING_COMMANDS.balance.usage);
      const [id, amount, memo, ref] = args;
      return api('POST', `/admin/api/users/${encodeURIComponent(id)}/balance`, { amount, ...(memo ? { memo } : {}), ...(ref ? { ref } : {}) });
    },
  },
  'trading-settings': {
    usage: 'trading-settings [trade_fee_type=1|2] [stop_out_level=50] [margin_call_level=100]',
    run: async (args, api) => {
      const body: Record<string, unknown> = {};
      for (const a of args) {
        const [k, v] = a.split('=');
        if (k === 'trade_fee_type') body.trade_fee_type = Number(v);
        else if (k === 'stop_out_level') body.stop_out_level = v;
        else if (k === 'margin_call_level') body.margin_call_level = v;
        else throw new Error(`unknown setting ${k}`);
      }
      return api('PUT', '/admin/api/settings/trading', body);
    },
  },
};
