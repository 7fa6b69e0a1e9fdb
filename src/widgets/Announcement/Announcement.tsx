import { AnnouncementView } from './AnnouncementView';
import { useAnnouncement } from './useAnnouncement';

/** The bound announcement. */
export function Announcement() {
  return <AnnouncementView {...useAnnouncement()} />;
}
