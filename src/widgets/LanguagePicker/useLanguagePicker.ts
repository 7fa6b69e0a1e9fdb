import { useStore } from '@nanostores/react';
import { $language, LANGUAGES, type Lang } from '../../core';
import { usePipkit } from '../provider';
import type { LanguagePickerViewProps } from './LanguagePickerView';

export interface LanguagePickerCallbacks {
  /** After the language changed (the app may go back). */
  onChanged?: (lang: Lang) => void;
}

/** Current language from $language; selecting calls actions.setLanguage, which loads the dictionary and re-renders every useT(). */
export function useLanguagePicker({ onChanged }: LanguagePickerCallbacks = {}): LanguagePickerViewProps {
  const { actions } = usePipkit();
  const current = useStore($language);
  return {
    languages: LANGUAGES,
    current,
    onSelect: (lang) => {
      void actions.setLanguage(lang).then(() => onChanged?.(lang));
    },
  };
}
