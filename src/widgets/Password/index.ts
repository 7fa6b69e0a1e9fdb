export { Password } from './Password';
export { PasswordView, type PasswordViewProps, type PasswordField, type PasswordValues } from './PasswordView';
export { usePassword, maskTarget, type PasswordCallbacks } from './usePassword';
