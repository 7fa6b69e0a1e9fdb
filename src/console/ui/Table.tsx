import { styled } from 'styled-components';
import { VisuallyHidden } from '../../widgets/ui';
import { useT } from '../../widgets/provider/useT';

// A data table for queues and logs: scrolls sideways inside its own box on a narrow screen instead of the page.
export const TableBox = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding-block: ${({ theme }) => theme.space.sm};
    padding-inline: ${({ theme }) => theme.space.md};
    text-align: start;
    vertical-align: top;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 600;
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-block-end: none;
  }
`;

/** Right-aligned (inline-end) figures in tabular digits. */
export const Num = styled.td`
  text-align: end !important;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A table's header row: its column labels, then (with `actions`) a buttons column named for screen readers. */
export function Head({ labels, actions }: { labels: string[]; actions?: boolean }) {
  const t = useT();
  return (
    <thead>
      <tr>
        {labels.map((l, i) => (
          <th key={i}>{l}</th>
        ))}
        {actions && (
          <th>
            <VisuallyHidden>{t('console.common.actions')}</VisuallyHidden>
          </th>
        )}
      </tr>
    </thead>
  );
}
