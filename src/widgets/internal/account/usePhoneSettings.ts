import { useEffect, useState } from 'react';
import type { AreaCode, BasicApi } from '../../../core';

/**
 * How the phone field of an account form looks: the calling codes (the second entry is the default:
 * docs/product.md#constants-and-limits) and whether the server wants an area code with the number (is_show_mobile 1)
 * or the number alone (3). Failures leave the defaults; the form still works with a plain number.
 */
export function usePhoneSettings(basic: BasicApi) {
  const [areas, setAreas] = useState<AreaCode[]>([]);
  const [areaId, setAreaId] = useState<number>();
  const [phoneMode, setPhoneMode] = useState<1 | 3>(1);
  useEffect(() => {
    basic
      .areaList({ showErrorMessage: false })
      .then((list) => {
        setAreas(list);
        setAreaId((list[1] ?? list[0])?.id);
      })
      .catch(() => undefined);
    basic
      .setting<string | number>('is_show_mobile', { showErrorMessage: false })
      .then((v) => setPhoneMode(String(v) === '3' ? 3 : 1))
      .catch(() => undefined);
  }, [basic]);
  return { areas, areaId, setAreaId, phoneMode };
}
