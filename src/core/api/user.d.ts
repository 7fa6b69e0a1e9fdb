import type { Http, RequestOptions } from '../http';
import type { LoginForm, LoginResult, User } from '../types';
export declare function createUserApi(http: Http): {
    /** POST /api/user/loginForU, form-urlencoded. */
    login: (form: LoginForm, opts?: RequestOptions) => Promise<LoginResult>;
    /** GET /api/user/createAccountDemoForU: creates or resumes the demo of this demo_id. */
    createDemo: (demo_id: string, opts?: RequestOptions) => Promise<LoginResult>;
    /** GET /api/user/info */
    info: (opts?: RequestOptions) => Promise<User>;
    /** POST /api/user/logout: revokes the token on the server. */
    logout: (opts?: RequestOptions) => Promise<unknown>;
};
export type UserApi = ReturnType<typeof createUserApi>;
