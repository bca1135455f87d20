import { useMemo } from 'react';
import { type SharingTranslate, sharingTranslator } from '../../i18n/sharing';
import { useLang } from '../../lib/root-data';

/** The sharing and organisation strings in the page language (i18n/sharing-*.ts). */
export function useSharingT(): SharingTranslate {
  const lang = useLang();
  return useMemo(() => sharingTranslator(lang), [lang]);
}
