export { LoginForm } from './LoginForm';
export { LoginFormView, type LoginFormViewProps, type LoginErrors } from './LoginFormView';
export { useLoginForm, type LoginFormCallbacks } from './useLoginForm';
export { validateLogin, hasLoginErrors } from './validateLogin';
