// Shared types of the core API. Money and prices are decimal strings (docs/CONVENTIONS.md "Money").

/** The 21 dictionary codes (docs/product.md#users-and-modes). Product codes, not BCP 47: see i18n/languages.ts for the mapping. */
export type Lang =
  | 'hk' | 'en' | 'jp' | 'kr' | 'th' | 'vn' | 'fr' | 'de' | 'ru' | 'spa' | 'pt'
  | 'ar' | 'it' | 'tr' | 'id' | 'my' | 'hi' | 'cs' | 'fa' | 'fi' | 'et';

/** Every API response (docs/product.md#entities "Response envelope"). code 1 = success, 999 = session expired. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** The logged-in user (docs/product.md#entities). The server may send more fields; they are kept. */
export interface User {
  id: number;
  uid: string | number;
  email: string;
  invite_code: string;
  /** 1 = demo account. */
  is_demo: number;
  [field: string]: unknown;
}

export interface Session {
  /** Raw token sent as the `authorization` header; '' when logged out. */
  token: string;
  user: User | null;
}

/** Light, dark, or whatever the device prefers. */
export type ThemeMode = 'light' | 'dark' | 'system';

export interface Settings {
  hideBalance: boolean;
  /** Colour theme of the app (default 'system'); applied before the first paint (src/app/public/theme-boot.js). */
  theme?: ThemeMode;
  [key: string]: unknown;
}

/** Server settings from GET /api/basicSet/getBasicInfo. */
export interface BasicInfo {
  service_link: string;
  /** 2 = show/copy the link, 3 = redirect, otherwise in-app chat. */
  service_link_type: number;
  /** 2 = picture captcha, otherwise SMS/e-mail code. */
  verify_reg_type: number;
  /** 1 = fee per lot, otherwise fee as ratio of margin. */
  trade_fee_type: number;
  title: string;
  [field: string]: unknown;
}

export interface Balance {
  balance: string;
  lock_balance: string;
}

export interface AreaCode {
  id: number;
  code: string;
  global_code: string;
}

export type LoginType = 'email' | 'mobile';

export interface LoginForm {
  account: string;
  password: string;
  login_type: LoginType;
  /** Picture captcha key and text: needed after repeated failures (the server answers code 2 or HTTP 429). */
  key?: string;
  captcha?: string;
  /** With two-step sign-in on (the server answered code 3): the authenticator's code, or a recovery code. */
  totp_code?: string;
}

export interface LoginResult {
  token: string;
  user: User;
}

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

/** How the core reports a message to the user (default: the client's toast queue). */
export type Notify = (text: string, kind?: ToastKind) => void;
