import { useT } from '../../widgets/provider/useT';
import { Select } from './Select';

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
