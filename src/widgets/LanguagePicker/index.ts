export { LanguagePicker } from './LanguagePicker';
export { LanguagePickerView, type LanguagePickerViewProps } from './LanguagePickerView';
export { useLanguagePicker, type LanguagePickerCallbacks } from './useLanguagePicker';
