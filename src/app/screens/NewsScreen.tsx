import { NewsList } from '../../widgets/News';
import { useT } from '../../widgets/provider';
import { navigate } from '../hashLocation';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /news: category 1 articles, infinite scroll and pull-to-refresh. */
export function NewsScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('content.newsTitle')} />
      <NewsList onSelect={(id) => navigate(`/news/detail?id=${id}`)} hrefOf={(id) => `#/news/detail?id=${id}`} />
    </>
  );
}
