import { data } from 'react-router';
import { enAccount } from '../../i18n/en';
import { type AccountMessages, npAccount } from '../../i18n/np';
import type { Lang } from '../../i18n/types';
import { requestLang } from '../calendar/request.server';
import { PRIVATE_HEADERS } from './account-page';

/** The account screens' strings in one language; sent by their loaders (see npAccount in np.ts). */
export function accountMessages(lang: Lang): AccountMessages {
  return lang === 'np' ? npAccount : enAccount;
}

/**
 * What every account screen's loader answers: its strings in the request's language plus `extra`,
 * never cached (`private, no-store`). `noReferrer` for pages with a secret token in their URL.
 */
export function accountPage<T extends object>(request: Request, extra: T, { noReferrer = false } = {}) {
  return data(
    { m: accountMessages(requestLang(request)), ...extra },
    { headers: { ...PRIVATE_HEADERS, ...(noReferrer ? { 'Referrer-Policy': 'no-referrer' } : {}) } },
  );
}
