// Account and identity calls (docs/product.md#api "General and account"; issue 4): registration, codes, captcha, password
// reset and change, image upload, real-name verification and the invite summary.
import type { Http, RequestOptions } from '../http';
import type { User } from '../types';

export type AccountType = 'email' | 'mobile';

/** docs/product.md#api register form (form-urlencoded). In captcha mode `key` is the captcha id and `sms_code` its text. */
export interface RegisterForm {
  type: AccountType;
  account: string;
  password: string;
  re_password: string;
  area_id?: number;
  invite_code?: string;
  sms_code?: string;
  key?: string;
  /** Optional phone of an e-mail registration (is_show_mobile). */
  mobile?: string;
}

/** Code purpose of send_email / send_sms (docs/product.md#api): 1 register, 2 reset or change password. */
export type CodeType = 1 | 2;

export interface ForgetPasswordForm {
  type: AccountType;
  account: string;
  new_password: string;
  secondary_password: string;
  auth_code: string;
}

export interface AmendPasswordForm {
  new_password: string;
  secondary_password: string;
  auth_code: string;
}

export interface Captcha {
  id: string;
  /** data:image/svg+xml;base64,… */
  b64s: string;
}

export interface RealNameForm {
  name: string;
  card_id: string;
  front_pic: string;
  reverse_pic: string;
}

/** none = never submitted; rejected carries the admin's reason and allows a new submission. */
export type ReviewStatus = 'none' | 'waiting' | 'finish' | 'rejected';

export interface RealNameCenter {
  review_status: ReviewStatus;
  name?: string;
  /** Masked by the server. */
  card_id?: string;
  reason?: string;
}

export interface InviteInfo {
  invite_code: string;
  invited: number;
}

/** The KYC step of docs/product.md#routes-and-screens, #states-and-transitions: 0 form, 1 waiting, 2 finished. */
export const reviewStep = (status: ReviewStatus): 0 | 1 | 2 => (status === 'waiting' ? 1 : status === 'finish' ? 2 : 0);

/** An uploaded image's address for <img>: the server answers a path (/uploads/…) relative to the API host. */
export function resolveUploadUrl(apiBase: string, url: string): string {
  if (!url || /^(https?:|data:|blob:)/i.test(url)) return url;
  return `${apiBase.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The invite link of docs/product.md#routes-and-screens: {origin}/#/register?invite_code={code}. */
export const inviteLink = (origin: string, code: string) => `${origin.replace(/\/+$/, '')}/#/register?invite_code=${encodeURIComponent(code)}`;

export function createAccountApi(http: Http) {
  return {
    /** POST /api/user/register (form). Success answers the new user; the app then goes to /login (docs/product.md#states-and-transitions). */
    register: (form: RegisterForm, opts?: RequestOptions) =>
      http.post<User>('/api/user/register', { ...form }, { form: true, loading: true, showSuccessMessage: true, ...opts }),
    /** POST /api/notify/send_email: the server's msg is toasted (docs/product.md#errors). */
    sendEmailCode: (to: string, type: CodeType, opts?: RequestOptions) =>
      http.post<null>('/api/notify/send_email', { to, type }, { form: true, showSuccessMessage: true, ...opts }),
    /** POST /api/notify/send_sms */
    sendSmsCode: (to: string, area_id: number | undefined, type: CodeType, opts?: RequestOptions) =>
      http.post<null>('/api/notify/send_sms', { to, area_id, type }, { form: true, showSuccessMessage: true, ...opts }),
    /** GET /api/captcha: a new single-use picture captcha. */
    captcha: (opts?: RequestOptions) => http.get<Captcha>('/api/captcha', undefined, opts),
    /** POST /api/user/forget_password */
    forgetPassword: (form: ForgetPasswordForm, opts?: RequestOptions) =>
      http.post<null>('/api/user/forget_password', { ...form }, { form: true, loading: true, showSuccessMessage: true, ...opts }),
    /** POST /api/user/amend_password: the user's other sessions end. */
    amendPassword: (form: AmendPasswordForm, opts?: RequestOptions) =>
      http.post<null>('/api/user/amend_password', { ...form }, { form: true, loading: true, showSuccessMessage: true, ...opts }),
    /** POST /api/common/image_upload (multipart `file`, spinner): the stored image's url. */
    uploadImage: async (file: Blob, filename = 'image', opts?: RequestOptions) => {
      const body = new FormData();
      body.append('file', file, filename);
      return http.post<{ url: string }>('/api/common/image_upload', body, { loading: true, ...opts });
    },
    /** POST /api/user_real/real_name */
    submitRealName: (form: RealNameForm, opts?: RequestOptions) =>
      http.post<{ review_status: ReviewStatus }>('/api/user_real/real_name', { ...form }, { form: true, loading: true, showSuccessMessage: true, ...opts }),
    /** GET /api/user_real/center */
    realNameCenter: (opts?: RequestOptions) => http.get<RealNameCenter>('/api/user_real/center', undefined, opts),
    /** GET /api/user/invite_info: the user's code and how many registered with it. */
    inviteInfo: (opts?: RequestOptions) => http.get<InviteInfo>('/api/user/invite_info', undefined, opts),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
