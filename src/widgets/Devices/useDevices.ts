import { useCallback, useEffect, useState } from 'react';
import { createDevicesApi, type DeviceSession, type SignIn } from '../../core/api/devices';
import { useApi } from '../internal/api/useApi';
import type { DevicesConfirm, DevicesViewProps } from './DevicesView';

/** Loads the signed-in devices and the sign-in activity; signing one or all others out asks first, then reloads. */
export function useDevices(): DevicesViewProps {
  const api = useApi({ devices: createDevicesApi });
  const [items, setItems] = useState<DeviceSession[]>([]);
  const [signIns, setSignIns] = useState<SignIn[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [confirm, setConfirm] = useState<DevicesConfirm | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = useCallback(() => {
    setFailed(false);
    const quiet = { showErrorMessage: false };
    return Promise.all([api.devices.list(quiet), api.devices.signIns(quiet)])
      .then(
        ([devices, activity]) => {
          setItems(devices);
          setSignIns(activity);
        },
        () => setFailed(true),
      )
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
    signIns,
    confirm,
    busy,
    onRetry: () => void reload(),
    onSignOut: (id) => setConfirm({ id }),
    onSignOutOthers: () => setConfirm('others'),
    onConfirm: () => void onConfirm(),
    onCancel: () => setConfirm(null),
  };
}
