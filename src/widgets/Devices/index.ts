export { Devices } from './Devices';
export { DevicesView, type DevicesViewProps, type DevicesConfirm } from './DevicesView';
export { useDevices } from './useDevices';
// Not in 'pipkit/core': the devices endpoints (createDevicesApi(pipkit.http)).
export { createDevicesApi, type DeviceSession, type DevicesApi } from '../../core/api/devices';
