import type { WireFaqEntry } from '@patro/contracts';
import type { FormEvent } from 'react';
import type { LinksFunction } from 'react-router';
import { AdminStatus, adminRoute, useAdminList } from '../components/admin/AdminLayout';
import { type SupportMessageKey, supportTranslator } from '../i18n/support';
import { useLang } from '../lib/root-data';
import supportCss from '../styles/support.css?url';

/** /admin/faq (ADR 191): add, rewrite and remove the questions of /faq and /marketplace/faq (admins). */
const screen = adminRoute((lang) => supportTranslator(lang)('adm.faq.title'), FaqEditor);

export const links: LinksFunction = () => [...screen.links(), { rel: 'stylesheet', href: supportCss }];
export const meta = screen.meta;
export default screen.Component;

const TEXT_FIELDS: readonly { name: keyof WireFaqEntry; label: SupportMessageKey; long?: boolean }[] = [
  { name: 'group_np', label: 'adm.faq.groupNp' },
  { name: 'group_en', label: 'adm.faq.groupEn' },
  { name: 'question_np', label: 'adm.faq.questionNp' },
  { name: 'question_en', label: 'adm.faq.questionEn' },
  { name: 'answer_np', label: 'adm.faq.answerNp', long: true },
  { name: 'answer_en', label: 'adm.faq.answerEn', long: true },
];

function entryFrom(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return {
    section: text('section'),
    group_np: text('group_np'),
    group_en: text('group_en'),
    question_np: text('question_np'),
    question_en: text('question_en'),
    answer_np: text('answer_np'),
    answer_en: text('answer_en'),
    position: Number(text('position') || '0'),
  };
}

function EntryFields({ entry, prefix }: { entry: WireFaqEntry | null; prefix: string }) {
  const s = supportTranslator(useLang());
  return (
    <>
      <div className="support-field">
        <label htmlFor={`${prefix}-section`}>{s('adm.faq.section')}</label>
        <select id={`${prefix}-section`} name="section" defaultValue={entry?.section ?? 'app'}>
          <option value="app">{s('adm.faq.sectionApp')}</option>
          <option value="marketplace">{s('adm.faq.sectionMarket')}</option>
        </select>
      </div>
      {TEXT_FIELDS.map((f) => (
        <div key={f.name} className="support-field">
          <label htmlFor={`${prefix}-${f.name}`}>{s(f.label)}</label>
          {f.long ? (
            <textarea
              id={`${prefix}-${f.name}`}
              name={f.name}
              rows={4}
              defaultValue={String(entry?.[f.name] ?? '')}
              required
            />
          ) : (
            <input
              id={`${prefix}-${f.name}`}
              name={f.name}
              defaultValue={String(entry?.[f.name] ?? '')}
              required
            />
          )}
        </div>
      ))}
      <div className="support-field">
        <label htmlFor={`${prefix}-position`}>{s('adm.faq.position')}</label>
        <input
          id={`${prefix}-position`}
          name="position"
          type="number"
          min={0}
          max={10000}
          defaultValue={entry?.position ?? 0}
        />
      </div>
    </>
  );
}

function FaqEditor() {
  const s = supportTranslator(useLang());
  const { items, refusal, act, message } = useAdminList<WireFaqEntry>('/admin/faq');
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const done = await act('/admin/faq', { method: 'POST', body: entryFrom(new FormData(form)) }, () =>
      s('adm.faq.saved'),
    );
    if (done) form.reset();
  };
  const save = async (id: number, event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await act(`/admin/faq/${id}`, { method: 'PUT', body: entryFrom(new FormData(event.currentTarget)) }, () =>
      s('adm.faq.saved'),
    );
  };
  if (refusal) return <p className="empty-state">{refusal}</p>;
  if (!items) return <p className="muted">…</p>;
  return (
    <>
      <AdminStatus message={message} />
      <details className="card faq-admin-entry">
        <summary>{s('adm.faq.add')}</summary>
        <form onSubmit={add}>
          <EntryFields entry={null} prefix="new" />
          <button type="submit" className="button">
            {s('adm.faq.add')}
          </button>
        </form>
      </details>
      {items.map((entry) => (
        <details key={entry.id} className="card faq-admin-entry" data-faq-id={entry.id}>
          <summary>
            {entry.section === 'marketplace' ? '/marketplace/faq' : '/faq'} · {entry.question_np} ·{' '}
            {entry.question_en}
          </summary>
          <form onSubmit={(e) => save(entry.id, e)}>
            <EntryFields entry={entry} prefix={`faq-${entry.id}`} />
            <div className="inbox-actions">
              <button type="submit" className="button">
                {s('adm.faq.save')}
              </button>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => act(`/admin/faq/${entry.id}`, { method: 'DELETE' })}
              >
                {s('adm.faq.delete')}
              </button>
            </div>
          </form>
        </details>
      ))}
    </>
  );
}
