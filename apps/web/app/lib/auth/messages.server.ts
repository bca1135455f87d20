import { enAccount } from '../../i18n/en';
import { type AccountMessages, npAccount } from '../../i18n/np';
import type { Lang } from '../../i18n/types';

/** The account screens' strings in one language; sent by their loaders (see npAccount in np.ts). */
export function accountMessages(lang: Lang): AccountMessages {
  return lang === 'np' ? npAccount : enAccount;
}
