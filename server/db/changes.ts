import { OperatorError } from '../http/envelope.js';

/**
 * The columns an edit sets, refused when there are none: an UPDATE without a SET clause is a database error (a 500),
 * while "nothing to change" is the operator's mistake and gets a clear answer. Undefined values are dropped.
 */
export function changes<T extends Record<string, unknown>>(values: T): T {
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as T;
  if (!Object.keys(set).length) throw new OperatorError('Nothing to change: send at least one field to edit');
  return set;
}
