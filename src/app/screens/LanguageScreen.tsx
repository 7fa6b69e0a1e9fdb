import { LanguagePicker } from '../../widgets/LanguagePicker';
import { useT } from '../../widgets/provider';
import { ScreenHeader } from '../layout/ScreenHeader';
import { goBack } from '../navigationHistory';

/** /language: picking a language applies at once to the whole app, then returns to where the person came from. */
export function LanguageScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('lang.title')} />
      <LanguagePicker onChanged={() => goBack('/')} />
    </>
  );
}
