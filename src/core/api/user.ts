// Account calls (docs/product.md#api "General and account").
import type { Http, RequestOptions } from '../http';
import type { LoginForm, LoginResult, User } from '../types';

export function createUserApi(http: Http) {
  return {
    /** POST /api/user/loginForU, form-urlencoded. */
    login: (form: LoginForm, opts?: RequestOptions) =>
      http.post<LoginResult>('/api/user/loginForU', { ...form }, { form: true, loading: true, ...opts }),
    /** GET /api/user/createAccountDemoForU: creates or resumes the demo of this demo_id. */
    createDemo: (demo_id: string, opts?: RequestOptions) =>
      http.get<LoginResult>('/api/user/createAccountDemoForU', { demo_id }, { loading: true, ...opts }),
    /** GET /api/user/info */
    info: (opts?: RequestOptions) => http.get<User>('/api/user/info', undefined, opts),
    /** POST /api/user/logout: revokes the token on the server. */
    logout: (opts?: RequestOptions) => http.post<unknown>('/api/user/logout', undefined, opts),
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
