import type { LoginErrors } from './LoginFormView';

/** docs/product.md#validation-rules: account and password are required; nothing else is checked on the client. */
export function validateLogin(account: string, password: string): LoginErrors {
  return { account: !account.trim(), password: !password };
}

export const hasLoginErrors = (e: LoginErrors): boolean => !!(e.account || e.password);
