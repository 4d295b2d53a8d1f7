import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import { localize } from '../../core/domain/locale/localized-text';

/** Restaurant-provided texts in the interface language (core localize: exact, two letters, fr, first). */
export function useLocalize(): (text: LocalizedText | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((text) => localize(text ?? undefined, language), [language]);
}
