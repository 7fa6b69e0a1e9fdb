import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $basicInfo } from '../../core';
import { usePipkit } from '../provider';
import type { AnnouncementViewProps } from './AnnouncementView';

/** DEMO note when the server title is DEMO (case-insensitive). */
export function useAnnouncement(): AnnouncementViewProps {
  const pipkit = usePipkit();
  const info = useStore($basicInfo);
  useEffect(() => {
    if (!info) void pipkit.actions.loadBasicInfo().catch(() => undefined);
  }, [info, pipkit]);
  return { demo: String(info?.title ?? '').trim().toUpperCase() === 'DEMO' };
}
