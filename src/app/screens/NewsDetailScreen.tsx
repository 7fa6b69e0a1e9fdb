import { useSearch } from 'wouter';
import { NewsDetail } from '../../widgets/News';
import { useT } from '../../widgets/provider';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /news/detail?id=…: one article. */
export function NewsDetailScreen() {
  const t = useT();
  const raw = new URLSearchParams(useSearch()).get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return (
    <>
      <ScreenHeader title={t('content.newsDetailTitle')} />
      <NewsDetail id={id} />
    </>
  );
}
