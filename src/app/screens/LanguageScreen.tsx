import { LanguagePicker } from '../../widgets/LanguagePicker';
import { useT } from '../../widgets/provider';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /language: picking a language applies at once to the whole app; the user stays to see it. */
export function LanguageScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('lang.title')} />
      <LanguagePicker />
    </>
  );
}
