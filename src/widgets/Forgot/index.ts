export { Forgot } from './Forgot';
export { ForgotView, type ForgotViewProps, type ForgotField, type ForgotValues } from './ForgotView';
export { useForgot, type ForgotCallbacks } from './useForgot';
