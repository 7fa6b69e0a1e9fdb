import { styled } from 'styled-components';
import { useT } from '../../widgets/provider/useT';

const Select = styled.select`
  min-block-size: ${({ theme }) => theme.density.control};
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

/** Waiting (the queue) or every record. */
export function StatusFilter({ all, onChange }: { all: boolean; onChange: (all: boolean) => void }) {
  const t = useT();
  return (
    <Select aria-label={t('console.common.status')} value={all ? 'all' : 'waiting'} onChange={(e) => onChange(e.target.value === 'all')}>
      <option value="waiting">{t('console.common.waiting')}</option>
      <option value="all">{t('console.common.all')}</option>
    </Select>
  );
}
