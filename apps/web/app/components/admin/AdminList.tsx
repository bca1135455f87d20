import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { LinksFunction } from 'react-router';
import { marketsTranslator } from '../../i18n/markets';
import { apiFetch } from '../../lib/auth/session';
import { useLang } from '../../lib/root-data';
import calendarCss from '../../styles/calendar.css?url';
import marketsCss from '../../styles/markets.css?url';
import { SignedInOnly } from '../events/LoginPrompt';

/** The stylesheets of the admin list screens. */
export const adminLinks: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: marketsCss },
];

/** An admin screen: its heading, and its body only for a signed-in reader (the API decides who is admin). */
export function AdminScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page admin-sources">
      <h1 className="market-heading">{title}</h1>
      <SignedInOnly>{children}</SignedInOnly>
    </div>
  );
}

/**
 * Loads an admin list from the API with the reader's token. `refusal` is the message to show
 * instead (403: not an administrator; 401: sign in); `reload` reads the list again after a change.
 */
export function useAdminList<T>(path: string) {
  const m = marketsTranslator(useLang());
  const [items, setItems] = useState<T[] | null>(null);
  const [refused, setRefused] = useState<number | null>(null);
  const reload = useCallback(async () => {
    const answer = await apiFetch<{ data: T[] }>(path);
    if (answer.ok) setItems(answer.body.data);
    else setRefused(answer.status);
  }, [path]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const refusal = refused === null ? null : refused === 403 ? m('adm.forbidden') : m('adm.signIn');
  return { items, refusal, reload };
}
