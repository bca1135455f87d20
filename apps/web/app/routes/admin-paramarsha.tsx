import type { FormEvent } from 'react';
import type { LinksFunction } from 'react-router';
import { AdminStatus, adminRoute, useAdminData, useAdminList } from '../components/admin/AdminLayout';
import { KundaliChart } from '../components/paramarsha/Kundali';
import { paramarshaT, type WireParamarshaRequest, type WireService } from '../i18n/paramarsha';
import { nepalDateTime } from '../lib/markets/format';
import { rupeesFromPaisa } from '../lib/money';
import { useLang } from '../lib/root-data';
import css from '../styles/paramarsha.css?url';

/**
 * /admin/paramarsha (issue 26; ADR 200): the astrologer's queue — only the requests assigned to
 * them, with the birth details, a kept draft and the answer — and, for admins, the services and
 * the astrologers' profiles. The API checks every call.
 */
const screen = adminRoute((lang) => paramarshaT(lang)('q.title'), Queue);

export const links: LinksFunction = () => [...screen.links(), { rel: 'stylesheet', href: css }];
export const meta = screen.meta;
export default screen.Component;

type QueueRow = WireParamarshaRequest & { reply_draft: string | null };

function Queue() {
  const lang = useLang();
  const t = paramarshaT(lang);
  const { items, refusal, act, message } = useAdminList<QueueRow>('/astrologer/paramarsha/requests');

  const send = async (id: number, event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const text = String(new FormData(event.currentTarget).get('text') ?? '');
    if (submitter?.value === 'draft') {
      await act(`/paramarsha/requests/${id}/draft`, { method: 'PUT', body: { text } }, () =>
        t('q.draftSaved'),
      );
    } else {
      await act(`/paramarsha/requests/${id}/answer`, { method: 'POST', body: { text } }, () =>
        t('status.answered'),
      );
    }
  };

  if (refusal) return <p className="empty-state">{refusal}</p>;
  const open = (items ?? []).filter((r) => r.status !== 'answered');
  const done = (items ?? []).filter((r) => r.status === 'answered');
  return (
    <>
      <AdminStatus message={message} />
      {items && items.length === 0 ? <p className="empty-state">{t('q.none')}</p> : null}
      <ul className="paramarsha-list">
        {[...open, ...done].map((r) => (
          <li key={r.id} className="card" data-testid="queue-request">
            <h2>
              {lang === 'en' ? r.service_name_en : r.service_name_np} · {r.name}
            </h2>
            <p>
              {t('r.status')}: <strong>{t(`status.${r.status}`)}</strong>
              {r.due_at ? ` · ${t('r.due', { when: nepalDateTime(r.due_at, lang) })}` : ''}
            </p>
            <p>
              {t('q.birth')}: {t(`f.gender.${r.gender as 'other'}`)}, {r.birth_date}{' '}
              {r.birth_time ?? t('f.timeUnknown')}, {r.place_name} ({r.latitude}, {r.longitude}, UTC
              {r.tz_offset_minutes >= 0 ? '+' : '−'}
              {Math.floor(Math.abs(r.tz_offset_minutes) / 60)}:
              {String(Math.abs(r.tz_offset_minutes) % 60).padStart(2, '0')})
            </p>
            <p>
              {t(`subject.${r.subject as 'general'}`)}: {r.message}
            </p>
            <KundaliChart kundali={r.kundali} lang={lang} />
            {r.reply ? <p className="paramarsha-reply">{r.reply}</p> : null}
            {r.follow_up ? (
              <p>
                {t('r.followUp')}: {r.follow_up}
              </p>
            ) : null}
            {r.follow_up_reply ? <p className="paramarsha-reply">{r.follow_up_reply}</p> : null}
            {r.status !== 'answered' ? (
              <form className="paramarsha-form" onSubmit={(e) => void send(r.id, e)}>
                <label>
                  {r.reply ? t('r.followUpReply') : t('r.reply')}
                  <textarea
                    name="text"
                    rows={6}
                    required
                    defaultValue={r.reply ? '' : (r.reply_draft ?? '')}
                  />
                </label>
                <div className="paramarsha-row">
                  {!r.reply ? (
                    <button type="submit" className="button button--secondary" value="draft">
                      {t('q.saveDraft')}
                    </button>
                  ) : null}
                  <button type="submit" className="button" value="answer">
                    {t('q.answer')}
                  </button>
                </div>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
      <AdminSetup />
    </>
  );
}

/** An astrologer's profile as the admin list gives it (with the account id a request is given to). */
interface AdminGuru {
  user_id: string;
  name_np: string;
  name_en: string;
  service_ids: number[];
  active: boolean;
}

/** Admins only: the services and the astrologers' profiles (an astrologer's calls are refused, and the section hides). */
function AdminSetup() {
  const lang = useLang();
  const t = paramarshaT(lang);
  const { data: services, refusal, reload } = useAdminData<WireService[]>('/admin/paramarsha/services');
  const { act, message, items: gurus } = useAdminList<AdminGuru>('/admin/paramarsha/gurus');
  const { data: all, reload: reloadAll } = useAdminData<(QueueRow & { assignee_id: string | null })[]>(
    '/admin/paramarsha/requests',
  );
  const guruName = (id: string | null) => {
    const guru = gurus?.find((g) => g.user_id === id);
    return guru ? (lang === 'en' ? guru.name_en : guru.name_np) : '—';
  };
  /** Gives a paid, unanswered request to the astrologer chosen beside it (audited by the API). */
  const assign = async (event: FormEvent<HTMLFormElement>, requestId: number) => {
    event.preventDefault();
    const assignee = new FormData(event.currentTarget).get('assignee_id');
    const done = await act(
      `/admin/paramarsha/requests/${requestId}/assign`,
      { method: 'POST', body: { assignee_id: assignee } },
      () => t('a.saved'),
    );
    if (done) await reloadAll();
  };
  if (refusal || !services) return null;
  const now = Date.now();

  /** A form's submit: the body read from its fields, "saved" on success, then `after` (e.g. clear it). */
  const submit =
    (
      path: string,
      method: 'POST' | 'PUT',
      body: (f: FormData) => unknown,
      after?: (form: HTMLFormElement) => Promise<void> | void,
    ) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const done = await act(path, { method, body: body(new FormData(form)) }, () => t('a.saved'));
      if (done) await after?.(form);
    };

  const addTestimonial = submit(
    '/admin/paramarsha/testimonials',
    'POST',
    (f) => ({ text: f.get('text'), name: f.get('name'), consent: f.get('consent') === 'on' }),
    (form) => form.reset(),
  );
  const addService = submit(
    '/admin/paramarsha/services',
    'POST',
    (f) => ({
      name_np: f.get('name_np'),
      name_en: f.get('name_en'),
      description_np: f.get('description_np'),
      description_en: f.get('description_en'),
      price_paisa: Math.round(Number(f.get('price')) * 100),
      turnaround_hours: Number(f.get('hours')),
    }),
    async (form) => {
      form.reset();
      await reload();
    },
  );
  const saveGuru = submit('/admin/paramarsha/gurus', 'PUT', (f) => ({
    email: f.get('email'),
    name_np: f.get('name_np'),
    name_en: f.get('name_en'),
    languages: String(f.get('languages') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    service_ids: f.getAll('service_ids').map(Number),
  }));
  return (
    <section>
      <AdminStatus message={message} />
      <h2>{t('p.services')}</h2>
      <ul>
        {services.map((s) => (
          <li key={s.id}>
            {lang === 'en' ? s.name_en : s.name_np} · {rupeesFromPaisa(s.price_paisa, lang)}
          </li>
        ))}
      </ul>
      <h3>{t('a.services')}</h3>
      <form className="paramarsha-form" onSubmit={(e) => void addService(e)}>
        <label>
          {t('a.nameNp')} <input name="name_np" required />
        </label>
        <label>
          {t('a.nameEn')} <input name="name_en" required />
        </label>
        <label>
          {t('a.descNp')} <textarea name="description_np" required />
        </label>
        <label>
          {t('a.descEn')} <textarea name="description_en" required />
        </label>
        <label>
          {t('a.price')} <input name="price" inputMode="decimal" required />
        </label>
        <label>
          {t('a.hours')} <input name="hours" type="number" min={1} required />
        </label>
        <button type="submit" className="button">
          {t('a.save')}
        </button>
      </form>
      <h2>{t('a.all')}</h2>
      <table className="kundali-table">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('p.services')}</th>
            <th>{t('r.status')}</th>
            <th>{t('a.due')}</th>
            <th>{t('a.assigned')}</th>
          </tr>
        </thead>
        <tbody>
          {(all ?? [])
            .filter((r) => r.status !== 'awaiting_payment')
            .map((r) => {
              const overdue = r.status !== 'answered' && r.due_at !== null && Date.parse(r.due_at) < now;
              return (
                <tr key={r.id} className={overdue ? 'paramarsha-overdue' : undefined}>
                  <td>{r.id}</td>
                  <td>{lang === 'en' ? r.service_name_en : r.service_name_np}</td>
                  <td>
                    {t(`status.${r.status}`)}
                    {overdue ? ` · ${t('a.overdue')}` : ''}
                  </td>
                  <td>{r.due_at ? nepalDateTime(r.due_at, lang) : '—'}</td>
                  <td>
                    {guruName(r.assignee_id)}
                    {['paid', 'assigned', 'in_progress'].includes(r.status) && (
                      <form className="paramarsha-assign" onSubmit={(e) => void assign(e, r.id)}>
                        <select
                          name="assignee_id"
                          aria-label={t('a.assignTo', { id: String(r.id) })}
                          required
                        >
                          {(gurus ?? [])
                            .filter((g) => g.active && g.service_ids.includes(r.service_id))
                            .map((g) => (
                              <option
                                key={g.user_id}
                                value={g.user_id}
                                disabled={g.user_id === r.assignee_id}
                              >
                                {lang === 'en' ? g.name_en : g.name_np}
                              </option>
                            ))}
                        </select>{' '}
                        <button type="submit" className="button">
                          {t('a.assign')}
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              );
            })}
        </tbody>
      </table>
      <h3>{t('a.gurus')}</h3>
      <form className="paramarsha-form" onSubmit={(e) => void saveGuru(e)}>
        <label>
          {t('a.email')} <input name="email" type="email" required />
        </label>
        <label>
          {t('a.nameNp')} <input name="name_np" required />
        </label>
        <label>
          {t('a.nameEn')} <input name="name_en" required />
        </label>
        <label>
          {t('p.languages')} <input name="languages" placeholder="np, en" />
        </label>
        <fieldset>
          <legend>{t('a.serviceIds')}</legend>
          {services.map((s) => (
            <label key={s.id} className="inline">
              <input type="checkbox" name="service_ids" value={s.id} />{' '}
              {lang === 'en' ? s.name_en : s.name_np}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button">
          {t('a.save')}
        </button>
      </form>
      <h3>{t('a.testimonial')}</h3>
      <form className="paramarsha-form" onSubmit={(e) => void addTestimonial(e)}>
        <label>
          {t('a.testimonialText')} <textarea name="text" required maxLength={2000} />
        </label>
        <label>
          {t('f.name')} <input name="name" required maxLength={200} />
        </label>
        <label className="inline">
          <input type="checkbox" name="consent" required /> {t('a.consent')}
        </label>
        <button type="submit" className="button">
          {t('a.save')}
        </button>
      </form>
    </section>
  );
}
