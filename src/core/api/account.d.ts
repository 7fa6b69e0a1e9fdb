import type { Http, RequestOptions } from '../http';
import type { User } from '../types';
export type AccountType = 'email' | 'mobile';
/** SPEC §7 register form (form-urlencoded). In captcha mode `key` is the captcha id and `sms_code` its text. */
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
/** Code purpose of send_email / send_sms (SPEC §7): 1 register, 2 reset or change password. */
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
/** The KYC step of SPEC §2/§4: 0 form, 1 waiting, 2 finished. */
export declare const reviewStep: (status: ReviewStatus) => 0 | 1 | 2;
/** An uploaded image's address for <img>: the server answers a path (/uploads/…) relative to the API host. */
export declare function resolveUploadUrl(apiBase: string, url: string): string;
/** The invite link of SPEC §2: {origin}/#/register?invite_code={code}. */
export declare const inviteLink: (origin: string, code: string) => string;
export declare function createAccountApi(http: Http): {
    /** POST /api/user/register (form). Success answers the new user; the app then goes to /login (SPEC §4). */
    register: (form: RegisterForm, opts?: RequestOptions) => Promise<User>;
    /** POST /api/notify/send_email: the server's msg is toasted (SPEC §8). */
    sendEmailCode: (to: string, type: CodeType, opts?: RequestOptions) => Promise<null>;
    /** POST /api/notify/send_sms */
    sendSmsCode: (to: string, area_id: number | undefined, type: CodeType, opts?: RequestOptions) => Promise<null>;
    /** GET /api/captcha: a new single-use picture captcha. */
    captcha: (opts?: RequestOptions) => Promise<Captcha>;
    /** POST /api/user/forget_password */
    forgetPassword: (form: ForgetPasswordForm, opts?: RequestOptions) => Promise<null>;
    /** POST /api/user/amend_password: the user's other sessions end. */
    amendPassword: (form: AmendPasswordForm, opts?: RequestOptions) => Promise<null>;
    /** POST /api/common/image_upload (multipart `file`, spinner): the stored image's url. */
    uploadImage: (file: Blob, filename?: string, opts?: RequestOptions) => Promise<{
        url: string;
    }>;
    /** POST /api/user_real/real_name */
    submitRealName: (form: RealNameForm, opts?: RequestOptions) => Promise<{
        review_status: ReviewStatus;
    }>;
    /** GET /api/user_real/center */
    realNameCenter: (opts?: RequestOptions) => Promise<RealNameCenter>;
    /** GET /api/user/invite_info: the user's code and how many registered with it. */
    inviteInfo: (opts?: RequestOptions) => Promise<InviteInfo>;
};
export type AccountApi = ReturnType<typeof createAccountApi>;
