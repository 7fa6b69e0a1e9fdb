// Binds the banner to the client's socket status and the browser's online/offline events.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { usePipkit } from '../provider';
import { CONNECTION_GRACE_MS, connectionState, isDown } from './connection';
import type { ConnectionStatusViewProps } from './ConnectionStatusView';

export interface ConnectionStatusOptions {
  /** How long the socket may be down before the banner shows, ms (default 3000). */
  grace?: number;
}

export function useConnectionStatus({ grace = CONNECTION_GRACE_MS }: ConnectionStatusOptions = {}): ConnectionStatusViewProps {
  const { socket } = usePipkit();
  const status = useStore(socket.$status);
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const [graceOver, setGraceOver] = useState(false);
  const down = isDown(status);

  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    addEventListener('online', on);
    addEventListener('offline', off);
    return () => {
      removeEventListener('online', on);
      removeEventListener('offline', off);
    };
  }, []);

  // The grace runs from the moment the socket went down; back and forth between connecting and reconnecting is one
  // stretch of being down, so it does not start again.
  useEffect(() => {
    setGraceOver(false);
    if (!down) return;
    const id = setTimeout(() => setGraceOver(true), grace);
    return () => clearTimeout(id);
  }, [down, grace]);

  return { state: connectionState(status, online, graceOver) };
}
