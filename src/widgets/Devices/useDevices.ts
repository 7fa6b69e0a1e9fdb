import { useCallback, useEffect, useState } from 'react';
import { createDevicesApi, type DeviceSession } from '../../core/api/devices';
import { useApi } from '../internal/api/useApi';
import type { DevicesConfirm, DevicesViewProps } from './DevicesView';

/** Loads the signed-in devices; signing one or all others out asks first, then reloads the list. */
export function useDevices(): DevicesViewProps {
  const api = useApi({ devices: createDevicesApi });
  const [items, setItems] = useState<DeviceSession[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [confirm, setConfirm] = useState<DevicesConfirm | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = useCallback(() => {
    setFailed(false);
    return api.devices
      .list({ showErrorMessage: false })
      .then(setItems, () => setFailed(true))
      .finally(() => setLoading(false));
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const onConfirm = async () => {
    const what = confirm;
    setConfirm(null);
    if (!what) return;
    setBusy(true);
    try {
      if (what === 'others') await api.devices.revokeOthers();
      else await api.devices.revoke(what.id);
    } catch {
      // Toasted by the core.
    } finally {
      setBusy(false);
      void reload();
    }
  };
  return {
    loading,
    failed,
    items,
    confirm,
    busy,
    onRetry: () => void reload(),
    onSignOut: (id) => setConfirm({ id }),
    onSignOutOthers: () => setConfirm('others'),
    onConfirm: () => void onConfirm(),
    onCancel: () => setConfirm(null),
  };
}
