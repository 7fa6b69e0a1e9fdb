import { LanguagePickerView } from './LanguagePickerView';
import { useLanguagePicker, type LanguagePickerCallbacks } from './useLanguagePicker';

/** The bound language list: switching applies at once to every widget under the provider. */
export function LanguagePicker(props: LanguagePickerCallbacks) {
  return <LanguagePickerView {...useLanguagePicker(props)} />;
}
