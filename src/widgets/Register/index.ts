export { Register } from './Register';
export { RegisterView, type RegisterViewProps, type RegisterField, type RegisterValues } from './RegisterView';
export { useRegister, type RegisterCallbacks } from './useRegister';
