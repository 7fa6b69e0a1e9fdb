import { useCallback, useEffect, useState } from 'react';
import { createLimitsApi, type LimitKind, type TradingLimits } from '../../core/api/limits';
import { useApi } from '../internal/api/useApi';
import type { LimitDraft, TradingLimitsViewProps } from './TradingLimitsView';

const DAY_MS = 86_400_000;
const draftOf = (limits: TradingLimits, kind: LimitKind): LimitDraft => ({ amount: limits[kind].amount ?? '', period: limits[kind].period });

/**
 * The logged-in user's limits and break: the figures, a form per limit (filled with what applies), and a break taken
 * after asking. The server decides every rule and says in its answer whether a change applies now or in 24 hours
 * (toasted by the core); its refusals are toasted too and the form stays filled.
 */
export function useTradingLimits(): TradingLimitsViewProps {
  const api = useApi({ limits: createLimitsApi });
  const [limits, setLimits] = useState<TradingLimits | null>(null);
  const [failed, setFailed] = useState(false);
  const [drafts, setDrafts] = useState<Record<LimitKind, LimitDraft>>({ deposit: { amount: '', period: 'day' }, loss: { amount: '', period: 'day' } });
  const [days, setDays] = useState(1);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);

  const show = useCallback((next: TradingLimits) => {
    setLimits(next);
    setDrafts({ deposit: draftOf(next, 'deposit'), loss: draftOf(next, 'loss') });
  }, []);
  const reload = useCallback(() => {
    setFailed(false);
    return api.limits.get({ showErrorMessage: false }).then(show, () => setFailed(true));
  }, [api, show]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const run = async (work: () => Promise<TradingLimits>) => {
    setBusy(true);
    try {
      show(await work());
      return true;
    } catch {
      return false; // toasted by the core; the form stays filled
    } finally {
      setBusy(false);
    }
  };

  return {
    limits,
    failed,
    drafts,
    days,
    breakEnds: new Date(Date.now() + days * DAY_MS).toISOString(), // from now, as the server counts it
    password,
    busy,
    confirm,
    onRetry: () => void reload(),
    onDraftChange: (kind, draft) => setDrafts((d) => ({ ...d, [kind]: draft })),
    onSave: (kind) => void run(() => api.limits.set({ kind, amount: drafts[kind].amount.trim(), period: drafts[kind].period })),
    onRemove: (kind) => void run(() => api.limits.set({ kind, amount: '', period: drafts[kind].period })),
    onDaysChange: setDays,
    onPasswordChange: setPassword,
    onBreak: () => setConfirm(true),
    onConfirmBreak: () => {
      setConfirm(false);
      void run(() => api.limits.takeBreak({ days, password })).then((done) => done && setPassword(''));
    },
    onCancelBreak: () => setConfirm(false),
  };
}
