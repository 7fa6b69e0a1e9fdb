import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { STATEMENT_MAX_DAYS, type StatementKind } from '../../core/statement';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { cardSurface } from '../ui/Card';
import { Input } from '../ui/Input';
import { Select } from '../internal/funds/parts';

export interface StatementViewProps {
  kind: StatementKind;
  /** The period's first and last day, YYYY-MM-DD (UTC). */
  from: string;
  to: string;
  /** Today in UTC: the latest day the date fields offer. */
  today: string;
  /** The period is not one a statement can cover (shown under the last day). */
  invalid: boolean;
  /** A file is being made. */
  busy: boolean;
  /** Shown unfolded (the history screen starts it folded: most visits are for the list below). */
  open?: boolean;
  onKind: (kind: StatementKind) => void;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  onDownload: () => void;
}

const Box = styled.details`
  ${cardSurface}
  padding-inline: ${({ theme }) => theme.space.lg};
  text-align: start;
  /* The browser's own disclosure triangle says it unfolds; the padding makes the line a 44 px touch target. */
  & > summary {
    padding-block: ${({ theme }) => theme.space.md};
    line-height: 20px;
    font-weight: 600;
    cursor: pointer;
  }
  & > summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding-block-end: ${({ theme }) => theme.space.lg};
  & > :first-child,
  & > p,
  & > button {
    grid-column: 1 / -1;
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The statement download (an extension): what, the period in whole UTC days, and a CSV file for a spreadsheet. */
export function StatementView(p: StatementViewProps) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onDownload();
  };
  return (
    <Box open={p.open}>
      <summary>{t('statement.title')}</summary>
      <Form onSubmit={submit} aria-label={t('statement.title')}>
        <Select
          label={t('statement.contents')}
          value={p.kind}
          onChange={(e) => p.onKind(e.target.value as StatementKind)}
          options={[
            { value: 'ledger', label: t('statement.ledger') },
            { value: 'trades', label: t('statement.trades') },
          ]}
        />
        <Input label={t('statement.from')} type="date" value={p.from} max={p.today} required onChange={(e) => p.onFrom(e.target.value)} />
        <Input
          label={t('statement.to')}
          type="date"
          value={p.to}
          max={p.today}
          required
          onChange={(e) => p.onTo(e.target.value)}
          error={p.invalid ? t('statement.badPeriod', { days: STATEMENT_MAX_DAYS }) : undefined}
        />
        <p>{t('statement.note', { days: STATEMENT_MAX_DAYS })}</p>
        <Button type="submit" disabled={p.invalid || p.busy} aria-busy={p.busy || undefined}>
          {t('statement.download')}
        </Button>
      </Form>
    </Box>
  );
}
