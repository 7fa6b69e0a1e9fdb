// A client's copy of their data (docs/accounts.md "Your data"): the two facts the app and the server share, so the
// file the browser saves is named as the server's answer names it, and a reader can tell the format it holds.

/** The file's format, first in the file: a reader that knows it knows every section's columns. */
export const DATA_FORMAT = 'pipkit-data/1';

/** `pipkit-data-<uid>-<day>.json`: the owner's number and the day (UTC), so copies of two days do not overwrite. */
export const dataFileName = (uid: string, exportedAt: string) => `pipkit-data-${uid}-${exportedAt.slice(0, 10)}.json`;
