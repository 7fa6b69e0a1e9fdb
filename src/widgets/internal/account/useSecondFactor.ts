import { useState } from 'react';
import { isApiError } from '../../../core/errors';
import type { SecondFactorFieldProps } from './SecondFactorField';

/** The server's answer when the account's two-step code is needed (a login, a withdrawal, a new payout method). */
const CODE_TWO_FACTOR = 3;

export interface SecondFactor {
  /** The code field's props once the server asked for a code, else null (the field is not shown). */
  field: SecondFactorFieldProps | null;
  /** False, marking the field, when a code was asked for and none is typed yet. */
  ready: () => boolean;
  /** What goes with the request: the typed code once one was asked for. */
  payload: () => { totp_code?: string };
  /** After a refusal: code 3 shows the field (empty: a code counts once, even a wrong one is worth retyping). */
  refused: (e: unknown) => void;
  /** After a success: the code is spent, the field stays for the next action of the same account. */
  spent: () => void;
  /** Hides the field (another account). */
  reset: () => void;
}

/**
 * The two-step code field of a form whose server answer may be code 3 (docs/accounts.md "Two-step sign-in"): shown
 * when the server asks, never before, so an account without two-step sign-in sees no field and no extra request.
 */
export function useSecondFactor(): SecondFactor {
  const [asked, setAsked] = useState(false);
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    field: asked
      ? {
          value,
          missing,
          onChange: (v) => {
            setValue(v);
            setMissing(false);
          },
        }
      : null,
    ready: () => {
      if (asked && !value.trim()) {
        setMissing(true);
        return false;
      }
      return true;
    },
    payload: () => (asked ? { totp_code: value.trim() } : {}),
    refused: (e) => {
      if (!isApiError(e) || e.code !== CODE_TWO_FACTOR) return;
      setAsked(true);
      setValue('');
    },
    spent: () => setValue(''),
    reset: () => {
      setAsked(false);
      setValue('');
      setMissing(false);
    },
  };
}
