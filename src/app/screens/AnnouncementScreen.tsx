import { Announcement } from '../../widgets/Announcement';
import { useT } from '../../widgets/provider';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /mine/announcement */
export function AnnouncementScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('announcement.title')} />
      <Announcement />
    </>
  );
}
