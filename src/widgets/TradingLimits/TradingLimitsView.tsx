import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { LIMIT_PERIOD_KEYS as PERIOD_KEYS, LIMIT_PERIODS, limitWords, type LimitKind, type LimitPeriod, type TradingLimit, type TradingLimits } from '../../core/api/limits';
import { formatDate } from '../../core';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { AskDialog } from '../ui/AskDialog';
import { Input } from '../ui/Input';
import { Skeleton } from '../ui/Skeleton';
import { Muted } from '../ui/Text';
import { decimalInput } from '../ui/typedInput';
import { Notice, SectionTitle, Select, Stack } from '../internal/funds/parts';
import { RetryNotice } from '../internal/loading/RetryNotice';

/** What a limit's form holds: the amount as typed ('' for none) and its period. */
export interface LimitDraft {
  amount: string;
  period: LimitPeriod;
}

export interface TradingLimitsViewProps {
  /** null while loading */
  limits: TradingLimits | null;
  /** The limits could not be loaded (offered again with Retry). */
  failed: boolean;
  drafts: Record<LimitKind, LimitDraft>;
  /** The break's length the form holds, in days. */
  days: number;
  /** When a break of that length from now would end, for the question asked first. */
  breakEnds: string;
  password: string;
  /** A change is on its way. */
  busy: boolean;
  /** The break is being asked about. */
  confirm: boolean;
  onRetry: () => void;
  onDraftChange: (kind: LimitKind, draft: LimitDraft) => void;
  onSave: (kind: LimitKind) => void;
  onRemove: (kind: LimitKind) => void;
  onDaysChange: (days: number) => void;
  onPasswordChange: (value: string) => void;
  onBreak: () => void;
  onConfirmBreak: () => void;
  onCancelBreak: () => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  & > * {
    flex: 1 1 auto;
  }
`;
const Figure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-variant-numeric: tabular-nums;
`;

/**
 * Trading limits (docs/accounts.md "Trading limits and breaks"): a deposit limit and a loss limit over a rolling
 * period, each with what the period has used and a looser change that waits, and a break from trading taken after
 * asking — the rules are the server's; this says them before the trader acts.
 */
export function TradingLimitsView(p: TradingLimitsViewProps) {
  const t = useT();
  const section = (kind: LimitKind, title: string, text: string, l: TradingLimit) => {
    const draft = p.drafts[kind];
    const save = (e: FormEvent) => {
      e.preventDefault();
      if (!p.busy && draft.amount.trim()) p.onSave(kind);
    };
    return (
      <Form onSubmit={save} aria-label={title} data-testid={`pipkit-limit-${kind}`}>
        <SectionTitle>{title}</SectionTitle>
        <Muted>{text}</Muted>
        <Figure>
          {limitWords(t, l.amount, l.period)}
          {l.amount && ` · ${t('user.limitUsed', { amount: l.used })}`}
        </Figure>
        {kind === 'loss' && l.reached && (
          // The ticket's own words: what stops an order now, and what opens trading again.
          <Notice role="status" data-testid="pipkit-loss-reached">
            {t('trade.lossLimitReached', { limit: limitWords(t, l.amount, l.period) })}
          </Notice>
        )}
        {l.next && <Notice role="status">{t('user.limitNext', { time: formatDate(l.next.at), limit: limitWords(t, l.next.amount, l.next.period) })}</Notice>}
        <Fields>
          <Input label={t('user.limitAmount')} value={draft.amount} placeholder="0.00" {...decimalInput((amount) => p.onDraftChange(kind, { ...draft, amount }))} />
          <Select
            label={t('user.limitPeriod')}
            value={draft.period}
            options={LIMIT_PERIODS.map((value) => ({ value, label: t(PERIOD_KEYS[value]) }))}
            onChange={(e) => p.onDraftChange(kind, { ...draft, period: e.target.value as LimitPeriod })}
          />
        </Fields>
        <Buttons>
          <Button type="submit" disabled={p.busy || !draft.amount.trim()}>
            {t('user.limitSave')}
          </Button>
          {l.amount && !(l.next && l.next.amount === null) && (
            <Button type="button" $variant="secondary" disabled={p.busy} onClick={() => p.onRemove(kind)}>
              {t('user.limitRemove')}
            </Button>
          )}
        </Buttons>
      </Form>
    );
  };
  if (p.failed) return <RetryNotice onRetry={p.onRetry} />;
  if (!p.limits) {
    return (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton $height="420px" />
      </div>
    );
  }
  const l = p.limits;
  const takeBreak = (e: FormEvent) => {
    e.preventDefault();
    if (!p.busy && p.password) p.onBreak();
  };
  return (
    <Stack>
      <Muted>{t('user.limitsText')}</Muted>
      {l.break_until && (
        <Notice role="status" data-testid="pipkit-break-on">
          {t('user.breakOn', { time: formatDate(l.break_until) })}
        </Notice>
      )}
      {section('deposit', t('user.depositLimit'), t('user.depositLimitText'), l.deposit)}
      {section('loss', t('user.lossLimit'), t('user.lossLimitText'), l.loss)}
      <Form onSubmit={takeBreak} aria-label={t('user.breakTitle')}>
        <SectionTitle>{t('user.breakTitle')}</SectionTitle>
        <Muted>{t('user.breakText')}</Muted>
        <Select
          label={t('user.breakLength')}
          value={String(p.days)}
          options={l.break_days.map((d) => ({ value: String(d), label: d === 1 ? t('user.break24Hours') : t('user.breakDays', { days: d }) }))}
          onChange={(e) => p.onDaysChange(Number(e.target.value))}
        />
        <Input label={t('auth.password')} type="password" value={p.password} onChange={(e) => p.onPasswordChange(e.target.value)} autoComplete="current-password" />
        <Button type="submit" $variant="danger" $block disabled={p.busy || !p.password}>
          {t('user.breakTitle')}
        </Button>
      </Form>
      <AskDialog
        open={p.confirm}
        title={t('user.breakTitle')}
        confirmLabel={t('user.breakStart')}
        onConfirm={p.onConfirmBreak}
        onCancel={p.onCancelBreak}
      >
        {t('user.breakConfirm', { time: formatDate(p.breakEnds) })}
      </AskDialog>
    </Stack>
  );
}
