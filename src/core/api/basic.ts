// Site-wide settings and reference data (docs/product.md#api).
import type { Http, RequestOptions } from '../http';
import type { AreaCode, BasicInfo } from '../types';

export function createBasicApi(http: Http) {
  return {
    /** GET /api/basicSet/getBasicInfo: an init call (999 must not send the visitor to /login). */
    getBasicInfo: (opts?: RequestOptions) =>
      http.get<BasicInfo>('/api/basicSet/getBasicInfo', undefined, { init: true, ...opts }),
    /** GET /api/default/setting?key=… (e.g. is_show_mobile). The value's shape depends on the key. */
    setting: <T = unknown>(key: string, opts?: RequestOptions) => http.get<T>('/api/default/setting', { key }, opts),
    /** GET /api/default/settings?keys=a,b (extension): several public settings in one answer, each as a string. */
    settings: (keys: readonly string[], opts?: RequestOptions) =>
      http.get<Record<string, string>>('/api/default/settings', { keys: keys.join(',') }, opts),
    /** GET /api/default/area_list: phone area codes (the default choice is the second entry, docs/product.md#constants-and-limits). */
    areaList: (opts?: RequestOptions) => http.get<AreaCode[]>('/api/default/area_list', undefined, opts),
  };
}

export type BasicApi = ReturnType<typeof createBasicApi>;
