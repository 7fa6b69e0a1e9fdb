import { useEffect, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, Input } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';

export interface TradingSettingsValue {
  trade_fee_type: string;
  stop_out_level: string;
  margin_call_level: string;
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-block-start: ${({ theme }) => theme.space.xl};
  select {
    min-block-size: ${({ theme }) => theme.density.control};
    font: inherit;
  }
`;

/** Fee type and the account-wide risk levels (the server refuses a margin call at or below the stop-out). */
export function TradingSettings({ value, canEdit, busy, error, onSave }: { value: TradingSettingsValue; canEdit: boolean; busy: boolean; error?: string; onSave: (v: TradingSettingsValue) => void }) {
  const t = useT();
  const [v, setV] = useState(value);
  useEffect(() => setV(value), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(v);
  };
  return (
    <Form onSubmit={submit} aria-label={t('console.instruments.settings')}>
      <label>
        {t('console.instruments.feeType')}{' '}
        <select value={v.trade_fee_type} disabled={!canEdit} onChange={(e) => setV({ ...v, trade_fee_type: e.target.value })}>
          <option value="1">{t('console.instruments.perLot')}</option>
          <option value="2">{t('console.instruments.ofMargin')}</option>
        </select>
      </label>
      <Input label={t('console.instruments.stopOut')} value={v.stop_out_level} disabled={!canEdit} onChange={(e) => setV({ ...v, stop_out_level: e.target.value })} />
      <Input label={t('console.instruments.marginCall')} value={v.margin_call_level} disabled={!canEdit} onChange={(e) => setV({ ...v, margin_call_level: e.target.value })} />
      {canEdit && (
        <Button type="submit" disabled={busy}>
          {t('console.instruments.save')}
        </Button>
      )}
      {error && <p role="alert">{error}</p>}
    </Form>
  );
}
