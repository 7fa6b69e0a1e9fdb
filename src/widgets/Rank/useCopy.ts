import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import type { FollowEntry } from '../../core';
import { createCopyApi, type CopyChoice, type CopyEvent, type CopyFollow, type CopyMe } from '../../core/api/copy';
import { useApi } from '../internal/api/useApi';
import { usePipkit, useStores } from '../provider';
import { copyForm } from './copyForm';
import type { CopyViewProps } from './CopyView';

/**
 * Copy trading's data (docs/trading.md "Copy trading"): the traders the person copies (GET /v1/api/copy/list, when
 * logged in; read again whenever the person's open positions change — a copy opened or closed — so the counts follow
 * the trades, and when the server tells a copy ended), the person's own side (whether they are in the ranking and
 * others may copy them, how many do), and the dialog that starts, changes or stops copying the trader of a card.
 * Every answer is the new list.
 */
export function useCopy(onLoginRequired?: () => void): Omit<CopyViewProps, 'ranking'> {
  const api = useApi({ copy: createCopyApi }).copy;
  const stores = useStores();
  const { live, socket } = usePipkit();
  const loggedIn = useStore(stores.session.$isLoggedIn);
  // The ids only: the live summary changes with every price, the set of positions when a copy opens or closes.
  const $openIds = useMemo(() => computed(stores.orders.$positions, (p) => Object.keys(p).sort().join(',')), [stores]);
  const openIds = useStore($openIds);
  useEffect(() => (loggedIn ? live.holdOrders() : undefined), [live, loggedIn]);
  const [following, setFollowing] = useState<CopyFollow[]>([]);
  const [me, setMe] = useState<CopyMe | null>(null);
  const [meBusy, setMeBusy] = useState(false);
  // Bumped when the server says a copy ended or a trade was not copied (COPY_TRADING): the list is read again.
  const [told, setTold] = useState(0);
  const [target, setTarget] = useState<{ uid: string; user: string } | null>(null);
  const [typed, setTyped] = useState('1');
  const [stopTyped, setStopTyped] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!loggedIn) return void setFollowing([]);
    let current = true;
    // A failure leaves the list empty: the ranking still shows, and a copy started from it answers the list.
    api.list({ showErrorMessage: false }).then((list) => current && setFollowing(Array.isArray(list) ? list : []), () => undefined);
    return () => {
      current = false;
    };
  }, [api, loggedIn, openIds, told]);

  useEffect(() => (loggedIn ? socket.subscribe<CopyEvent>('COPY_TRADING', () => setTold((n) => n + 1)) : undefined), [socket, loggedIn]);

  useEffect(() => {
    if (!loggedIn) return void setMe(null);
    let current = true;
    // Without an answer the person's own section is not shown; the ranking and their copies still are.
    api.me({ showErrorMessage: false }).then((m) => current && setMe(m), () => undefined);
    return () => {
      current = false;
    };
  }, [api, loggedIn]);

  const onChoose = useCallback(
    async (choice: CopyChoice) => {
      setMeBusy(true);
      try {
        setMe(await api.choose(choice));
      } catch {
        // The server's reason is toasted by the client; the switch shows what is saved.
      } finally {
        setMeBusy(false);
      }
    },
    [api],
  );

  const open = useCallback(
    (who: Pick<FollowEntry, 'uid' | 'user'>) => {
      if (!who.uid) return;
      const current = following.find((f) => f.uid === who.uid);
      setTarget({ uid: who.uid, user: who.user });
      setTyped(current?.multiplier ?? '1');
      setStopTyped(current?.stop_loss ?? '');
    },
    [following],
  );
  const close = useCallback(() => setTarget(null), []);
  const run = useCallback(async (call: () => Promise<CopyFollow[]>) => {
    setBusy(true);
    try {
      setFollowing(await call());
      setTarget(null);
    } catch {
      // The server's reason is toasted by the client; the dialog stays open to fix the multiplier.
    } finally {
      setBusy(false);
    }
  }, []);
  const form = copyForm(typed, stopTyped);
  return {
    following,
    me,
    meBusy,
    onChoose,
    loggedIn,
    target,
    typed,
    stopTyped,
    form,
    busy,
    onOpen: open,
    onClose: close,
    onType: setTyped,
    onStopType: setStopTyped,
    onCopy: () => target && form.multiplier && form.stopLoss !== null && run(() => api.follow(target.uid, form.multiplier!, form.stopLoss!)),
    onStop: () => target && run(() => api.stop(target.uid)),
    onLogin: onLoginRequired,
  };
}
