import { describe, expect, it } from 'vitest';
import { screenGroups, type ModuleGraph } from './screen-groups';

// A module graph as the bundler sees it: each module with the modules that import it.
const src = (path: string) => `/repo/src/${path}`;
const importers: Record<string, string[]> = {
  [src('app/screens/UserScreen.tsx')]: [],
  [src('app/screens/OrderScreen.tsx')]: [],
  [src('app/screens/TradeScreen.tsx')]: [],
  [src('app/screens/NewsScreen.tsx')]: [],
  [src('app/screens/LoginScreen.tsx')]: [],
  // the balance card: the user screen's, shared with the news screen
  [src('widgets/Balance.tsx')]: [src('app/screens/UserScreen.tsx'), src('app/screens/NewsScreen.tsx')],
  // the dialog: the balance card's, so the user screen's too, and the order screen's through the order list
  [src('widgets/ui/Dialog.tsx')]: [src('widgets/Balance.tsx'), src('widgets/Orders.tsx')],
  [src('widgets/Orders.tsx')]: [src('app/screens/OrderScreen.tsx'), src('widgets/Orders.tsx')], // a cycle, as real graphs have
  // the tabs: the order list's and the sign-in screen's
  [src('widgets/ui/Tabs.tsx')]: [src('widgets/Orders.tsx'), src('app/screens/LoginScreen.tsx')],
  // a dictionary imported by the order list
  [src('core/i18n/en.json')]: [src('widgets/Orders.tsx')],
  // the ticket: the trade screen's, and the order screen's (to close a position); the trade screen's pair heading
  [src('widgets/Ticket.tsx')]: [src('app/screens/TradeScreen.tsx'), src('app/screens/OrderScreen.tsx')],
  [src('widgets/PairHead.tsx')]: [src('app/screens/TradeScreen.tsx')],
  // the sign-in screen's own
  [src('widgets/LoginForm.tsx')]: [src('app/screens/LoginScreen.tsx')],
  // the news screen's own
  [src('widgets/News.tsx')]: [src('app/screens/NewsScreen.tsx')],
};
const graph: ModuleGraph = { getModuleInfo: (id) => (id in importers ? { importers: importers[id] } : null) };

const group = screenGroups(
  { '/user': 'app/screens/UserScreen.tsx', '/order': 'app/screens/OrderScreen.tsx', '/trade': 'app/screens/TradeScreen.tsx' },
  ['app/screens/LoginScreen.tsx'],
  /[/\\]i18n[/\\][a-z]+\.json$/,
);
const groupOf = (path: string) => group.name(src(path), graph);

describe('screen-groups', () => {
  it('takes what one preloaded screen imports, directly or not, into that screen’s chunk', () => {
    expect(groupOf('widgets/Balance.tsx')).toBe('screen~user');
    expect(groupOf('widgets/Orders.tsx')).toBe('screen~order');
    expect(groupOf('widgets/PairHead.tsx')).toBe('screen~trade');
  });

  it('takes what several import into one shared chunk, so none loads what only another runs', () => {
    // The dialog: the user screen's through the balance card, the order screen's through the order list. /order
    // loads screen~shared and screen~order, not the balance card's screen~user.
    expect(groupOf('widgets/ui/Dialog.tsx')).toBe('screen~shared');
    // Whichever screens share it: the ticket is the trade and order screens', not the user screen's. One chunk for
    // every such set keeps each screen's files few (one per set made /order's five).
    expect(groupOf('widgets/Ticket.tsx')).toBe('screen~shared');
  });

  it("takes the screen's own module into its chunk: one file fewer beside the entry", () => {
    expect(groupOf('app/screens/UserScreen.tsx')).toBe('screen~user');
    expect(groupOf('app/screens/OrderScreen.tsx')).toBe('screen~order');
    expect(groupOf('app/screens/TradeScreen.tsx')).toBe('screen~trade');
  });

  it('takes what a listed screen shares with a part loaded apart into one chunk of its own', () => {
    // The tabs: the order list's and the sign-in screen's. The sign-in screen loads them without the order list's
    // code, the order screen without the sign-in screen's, and neither a file per set of screens sharing a module.
    expect(groupOf('widgets/ui/Tabs.tsx')).toBe('screen~common');
  });

  it('leaves the dictionaries and what no listed screen imports', () => {
    expect(groupOf('app/screens/NewsScreen.tsx')).toBeNull();
    expect(groupOf('widgets/LoginForm.tsx')).toBeNull();
    expect(groupOf('core/i18n/en.json')).toBeNull();
    expect(groupOf('widgets/News.tsx')).toBeNull();
  });

  it('takes only the modules named, not their dependencies', () => {
    expect(group.includeDependenciesRecursively).toBe(false);
  });

  it('answers the same for a module asked twice (the answers are kept per screen)', () => {
    expect(groupOf('widgets/ui/Dialog.tsx')).toBe('screen~shared');
    expect(groupOf('widgets/Orders.tsx')).toBe('screen~order');
    expect(groupOf('widgets/Balance.tsx')).toBe('screen~user');
  });
});
