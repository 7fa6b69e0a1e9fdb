export { Announcement } from './Announcement';
export { AnnouncementView, ANNOUNCEMENT_PARAGRAPHS, type AnnouncementViewProps } from './AnnouncementView';
export { useAnnouncement } from './useAnnouncement';
