/** Small pieces the sharing and organisation screens share. */
import { localizeDigits } from '@patro/calendar';
import { type FormEvent, useState } from 'react';
import { useLang } from '../../lib/root-data';
import { useSharingT } from './use-sharing-t';

export type Notice = { kind: 'status' | 'error'; text: string } | null;

/** The answer to the last action: a status line, or an alert. */
export function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p
      className={notice.kind === 'error' ? 'form-error' : 'form-success'}
      role={notice.kind === 'error' ? 'alert' : 'status'}
    >
      {notice.text}
    </p>
  );
}

/** A form's error across its whole width. */
export function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="form-error field--wide" role="alert">
      {error}
    </p>
  );
}

/** ‹ Page 2 of 5 › for a paged list (nothing when it fits on one page). */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const ts = useSharingT();
  const lang = useLang();
  if (pages <= 1) return null;
  return (
    <p className="form-actions pager">
      <button
        type="button"
        className="button button--small button--ghost"
        disabled={page <= 1}
        aria-label={ts('sh.people.prev')}
        onClick={() => onPage(page - 1)}
      >
        ‹
      </button>
      <span>
        {ts('sh.people.page', { page: localizeDigits(page, lang), pages: localizeDigits(pages, lang) })}
      </span>
      <button
        type="button"
        className="button button--small button--ghost"
        disabled={page >= pages}
        aria-label={ts('sh.people.next')}
        onClick={() => onPage(page + 1)}
      >
        ›
      </button>
    </p>
  );
}

/** One address to invite; `invite` answers the notice to show (and the field clears on success). */
export function EmailInviteForm({
  id,
  title,
  invite,
}: {
  id: string;
  title: string;
  invite: (email: string) => Promise<Notice>;
}) {
  const ts = useSharingT();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await invite(email.trim());
    setNotice(answer);
    if (answer?.kind === 'status') setEmail('');
  };
  return (
    <>
      <form className="invite-form" onSubmit={submit}>
        <h3 id={id}>{title}</h3>
        <label className="field">
          <span className="field-label">{ts('sh.people.email')}</span>
          <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <p className="form-actions">
          <button type="submit" className="button">
            {ts('org.invite')}
          </button>
        </p>
      </form>
      <NoticeLine notice={notice} />
    </>
  );
}
