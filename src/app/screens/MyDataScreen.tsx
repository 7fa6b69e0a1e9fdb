import { MyData } from '../../widgets/MyData';
import { ScreenHeader } from '../layout/ScreenHeader';
import { useT } from '../../widgets/provider';

/** /mine/data: a copy of everything kept about the user, as one file (real accounts). */
export function MyDataScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('user.myData')} />
      <MyData />
    </>
  );
}
