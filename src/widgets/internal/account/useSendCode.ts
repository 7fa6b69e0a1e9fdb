import { useState } from 'react';
import { t, type AccountType } from '../../../core';
import { usePipkit } from '../../provider';
import { useApi } from '../api/useApi';
import { createAccountApi } from '../../../core/api/account';
import { useCountdown } from './useCountdown';

export interface SendCodeTarget {
  mode: AccountType;
  account: string;
  /** 1 = area code plus phone (the area id is sent), 3 = phone only (docs/product.md#entities is_show_mobile). */
  phoneMode: 1 | 3;
  areaId?: number;
}

/**
 * Sends an e-mail or SMS code to the account being typed (type 1 register, 2 reset) and runs the 60 s resend
 * countdown. An empty account is reported through `onMissingAccount` with the docs/product.md#validation-rules message instead of a request.
 */
export function useSendCode(type: 1 | 2, onMissingAccount: () => void) {
  const { notify } = usePipkit();
  const api = useApi({ account: createAccountApi });
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();

  const send = async ({ mode, account, phoneMode, areaId }: SendCodeTarget) => {
    const to = account.trim();
    if (!to) {
      onMissingAccount();
      notify(mode === 'email' ? t('msg.enterEmail') : t('msg.enterPhone'), 'error');
      return;
    }
    setSending(true);
    try {
      if (mode === 'email') await api.account.sendEmailCode(to, type);
      else await api.account.sendSmsCode(to, phoneMode === 1 ? areaId : undefined, type);
      countdown.start();
    } catch {
      // Toasted by the core (e.g. 'Please wait 42 s before requesting another code').
    } finally {
      setSending(false);
    }
  };

  return { sending, remaining: countdown.remaining, send };
}
