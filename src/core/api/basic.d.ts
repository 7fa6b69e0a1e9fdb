import type { Http, RequestOptions } from '../http';
import type { AreaCode, BasicInfo } from '../types';
export declare function createBasicApi(http: Http): {
    /** GET /api/basicSet/getBasicInfo: an init call (999 must not send the visitor to /login). */
    getBasicInfo: (opts?: RequestOptions) => Promise<BasicInfo>;
    /** GET /api/default/setting?key=… (e.g. is_show_mobile). The value's shape depends on the key. */
    setting: <T = unknown>(key: string, opts?: RequestOptions) => Promise<T>;
    /** GET /api/default/area_list: phone area codes (the default choice is the second entry, SPEC §9). */
    areaList: (opts?: RequestOptions) => Promise<AreaCode[]>;
};
export type BasicApi = ReturnType<typeof createBasicApi>;
