import type { Command } from '../admin/cli.js';

// Admin CLI commands of accounts (joined into COMMANDS in admin/cli.ts).

function need(args: string[], n: number, usage: string) {
  if (args.length < n) throw new Error(`usage: ${usage}`);
}

export const ACCOUNT_COMMANDS: Record<string, Command> = {
  'identity-list': {
    usage: 'identity-list [waiting|finish|rejected|all] [page]',
    run: async (args, api) => {
      const params = new URLSearchParams({ status: args[0] || 'waiting' });
      if (args[1]) params.set('page', args[1]);
      return api('GET', `/admin/api/identity?${params}`);
    },
  },
  'identity-approve': {
    usage: 'identity-approve <submissionId>',
    run: async (args, api) => {
      need(args, 1, 'identity-approve <submissionId>');
      return api('POST', `/admin/api/identity/${encodeURIComponent(args[0])}/approve`, {});
    },
  },
  'identity-reject': {
    usage: 'identity-reject <submissionId> [reason]',
    run: async (args, api) => {
      need(args, 1, 'identity-reject <submissionId> [reason]');
      return api('POST', `/admin/api/identity/${encodeURIComponent(args[0])}/reject`, args[1] ? { reason: args.slice(1).join(' ') } : {});
    },
  },
  outbox: {
    usage: 'outbox <email|+phone>   (latest message sent to that address)',
    run: async (args, api) => {
      need(args, 1, 'outbox <email|+phone>');
      return api('GET', `/admin/api/outbox/latest?${new URLSearchParams({ target: args[0] })}`);
    },
  },
};
