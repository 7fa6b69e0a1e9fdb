export { System } from './System';
export { SystemView, type SystemViewProps } from './SystemView';
export { useSystem, type SystemCallbacks } from './useSystem';
