// Pure price-alert screen: a form (pair, rises to / falls to, price, with the side it watches and its live price)
// and the list of alerts, waiting or fired, each to change or delete. Data in, callbacks out.
import { useId } from 'react';
import { styled } from 'styled-components';
import type { TradePair } from '../../core/api/forex';
import type { PriceAlert } from '../../core/api/traders';
import { formatPrice } from '../../core/money';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { CheckLabel } from '../ui/CheckLabel';
import { Card, FormCard } from '../ui/Card';
import { Input } from '../ui/Input';
import { Skeleton } from '../ui/Skeleton';
import { Muted } from '../ui/Text';
import type { AlertFormError, AlertFormState } from './form';
import type { NotificationState } from './notifications';

export interface PriceAlertsViewProps {
  pairs: TradePair[];
  /** The form's pair. */
  pair?: TradePair;
  /** null while loading. */
  alerts: PriceAlert[] | null;
  failed?: boolean;
  form: AlertFormState;
  /** Why the form cannot be saved; shown after a save attempt. */
  error: AlertFormError;
  /** The live price the alert would watch (ask for rises to, bid for falls to). */
  watched?: string;
  busy?: boolean;
  /** The alert may also be told by e-mail or SMS (a real account: a demo one has no address). */
  canMessage?: boolean;
  notifications: NotificationState;
  onForm: (patch: Partial<AlertFormState>) => void;
  onSave: () => void;
  onEdit: (a: PriceAlert) => void;
  onCancelEdit: () => void;
  onDelete: (a: PriceAlert) => void;
  onRetry?: () => void;
  onAllowNotifications?: () => void;
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  select {
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

const Sides = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-block-end: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-block-size: 44px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding-block: ${({ theme }) => theme.space.md};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > div {
    flex: 1 1 12rem;
    min-inline-size: 0;
  }
  strong {
    margin-inline-end: ${({ theme }) => theme.space.sm};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  bdi {
    font-variant-numeric: tabular-nums;
  }
`;

const Status = styled.span<{ $fired: boolean }>`
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $fired }) => ($fired ? theme.colors.primary : theme.colors.surfaceAlt)};
  color: ${({ theme, $fired }) => ($fired ? theme.colors.onPrimary : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

/** "2026-11-25 09:40 UTC": the server's time, the same for everyone reading it. */
const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export function PriceAlertsView(p: PriceAlertsViewProps) {
  const t = useT();
  const id = useId();
  const nameOf = (code: string) => p.pairs.find((x) => x.Code === code)?.ShowCode ?? code;
  const dp = p.pair?.PricePrecision ?? 5;
  const side = p.form.direction === 'above' ? t('trade.ask') : t('trade.bid');
  const message =
    p.error === 'price'
      ? t('alerts.priceInvalid', { dp })
      : p.error === 'reached'
        ? t(p.form.direction === 'above' ? 'alerts.aboveReached' : 'alerts.belowReached', { price: p.watched ?? '' })
        : p.error === 'pair'
          ? t('alerts.choosePair')
          : undefined;
  const dirText = (a: PriceAlert) => t(a.Direction === 'above' ? 'alerts.risesTo' : 'alerts.fallsTo');
  return (
    <Stack>
      <FormCard
        aria-label={p.form.editing === null ? t('alerts.new') : t('alerts.edit')}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          p.onSave();
        }}
      >
        <Stack>
          <Field>
            {t('alerts.pair')}
            <select value={p.pair?.Code ?? ''} disabled={p.form.editing !== null} onChange={(e) => p.onForm({ code: e.target.value })}>
              {p.pairs.map((x) => (
                <option key={x.Code} value={x.Code}>
                  {x.ShowCode}
                </option>
              ))}
            </select>
          </Field>
          <Sides>
            <legend>{t('alerts.when')}</legend>
            {(['above', 'below'] as const).map((d) => (
              <label key={d}>
                <input type="radio" name={`${id}-dir`} value={d} checked={p.form.direction === d} onChange={() => p.onForm({ direction: d })} />
                {t(d === 'above' ? 'alerts.risesTo' : 'alerts.fallsTo')}
              </label>
            ))}
          </Sides>
          <Input
            label={t('trade.price')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={p.form.price}
            error={message}
            onChange={(e) => p.onForm({ price: e.target.value.trim() })}
          />
          <Muted $size="sm" data-testid="alert-watches">
            {t('alerts.watches', { side, price: p.watched ? formatPrice(p.watched, dp) : '--' })}
          </Muted>
          {p.canMessage && (
            <CheckLabel>
              <input type="checkbox" checked={p.form.byMessage} onChange={(e) => p.onForm({ byMessage: e.target.checked })} />
              {t('alerts.byMessage')}
            </CheckLabel>
          )}
          <Actions>
            <Button type="submit" disabled={p.busy}>
              {p.form.editing === null ? t('alerts.create') : t('common.save')}
            </Button>
            {p.form.editing !== null && (
              <Button type="button" $variant="secondary" onClick={p.onCancelEdit}>
                {t('common.cancel')}
              </Button>
            )}
          </Actions>
          {p.notifications === 'default' && (
            <Button type="button" $variant="secondary" onClick={p.onAllowNotifications}>
              {t('alerts.allowNotifications')}
            </Button>
          )}
          {p.notifications === 'denied' && <Muted $size="sm">{t('alerts.notificationsBlocked')}</Muted>}
        </Stack>
      </FormCard>
      <Card aria-label={t('alerts.title')} aria-busy={p.alerts === null || undefined}>
        {p.failed ? (
          <Muted role="alert">
            {t('common.requestFailed')}{' '}
            <Button $variant="secondary" onClick={p.onRetry}>
              {t('common.retry')}
            </Button>
          </Muted>
        ) : p.alerts === null ? (
          <Skeleton $height="56px" />
        ) : p.alerts.length === 0 ? (
          <Muted>{t('alerts.empty')}</Muted>
        ) : (
          <List>
            {p.alerts.map((a) => {
              const name = nameOf(a.Code);
              const what = `${name} ${dirText(a)} ${a.Price}`;
              return (
                <li key={a.Id} data-alert={a.Id} data-status={a.Status}>
                  <div>
                    <strong>{name}</strong>
                    {dirText(a)} <bdi>{a.Price}</bdi>
                    <small>
                      {a.Status === 'fired' && a.FiredAt
                        ? t('alerts.firedAt', { price: a.FiredPrice ?? '', time: utc(a.FiredAt) })
                        : t('alerts.watching', { side: a.Side === 'ask' ? t('trade.ask') : t('trade.bid') })}
                      {a.ByMessage && ` · ${t('alerts.byMessageOn')}`}
                    </small>
                  </div>
                  <Status $fired={a.Status === 'fired'}>{a.Status === 'fired' ? t('alerts.fired') : t('alerts.waiting')}</Status>
                  <Button $variant="secondary" aria-label={`${t('alerts.edit')}: ${what}`} onClick={() => p.onEdit(a)}>
                    {t('alerts.editShort')}
                  </Button>
                  <Button $variant="danger" aria-label={`${t('alerts.delete')}: ${what}`} onClick={() => p.onDelete(a)}>
                    {t('alerts.delete')}
                  </Button>
                </li>
              );
            })}
          </List>
        )}
      </Card>
    </Stack>
  );
}
