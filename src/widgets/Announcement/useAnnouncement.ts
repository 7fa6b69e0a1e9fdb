import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { usePipkit, useStores } from '../provider';
import type { AnnouncementViewProps } from './AnnouncementView';

/** DEMO note when the server title is DEMO (case-insensitive). */
export function useAnnouncement(): AnnouncementViewProps {
  const stores = useStores();
  const pipkit = usePipkit();
  const info = useStore(stores.$basicInfo);
  useEffect(() => {
    if (!info) void pipkit.actions.loadBasicInfo().catch(() => undefined);
  }, [info, pipkit]);
  return { demo: String(info?.title ?? '').trim().toUpperCase() === 'DEMO' };
}
