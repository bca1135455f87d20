/**
 * /admin/ads/new and /admin/ads/:id (ADR 224): an administrator creates or edits a campaign
 * (`POST /admin/ads/campaigns`, `PATCH`/`DELETE /admin/ads/campaigns/{id}`, creatives inline).
 * A refusal is shown by the project's one rule (the catalogue's message for its code, in the
 * page's language), beside the field it names.
 */
import { AD_PAGES, type AdLang, type WireAdCampaign, type WireAdSlot } from '@patro/contracts';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { type LinksFunction, useParams } from 'react-router';
import { AdminStatus, adminRoute } from '../components/admin/AdminLayout';
import { unwrap } from '../components/admin/ads-wire';
import { adsT } from '../i18n/ads';
import { apiErrorText } from '../lib/api-error';
import type { ApiFailure } from '../lib/api-failure';
import { apiFetch } from '../lib/auth/session';
import { useLang } from '../lib/root-data';

const screen = adminRoute((lang) => adsT(lang)('adm.title'), CampaignScreen);
export const links: LinksFunction = () => screen.links();
export const meta = screen.meta;
export default screen.Component;

type Creative = {
  uid: number;
  id?: number;
  image: string;
  image_mobile: string;
  alt_np: string;
  alt_en: string;
};
let uids = 0;
const emptyCreative = (): Creative => ({ uid: ++uids, image: '', image_mobile: '', alt_np: '', alt_en: '' });
const LANGS: AdLang[] = ['np', 'en'];
const STATUSES = ['draft', 'active', 'paused', 'ended'] as const;

function CampaignScreen() {
  const { id } = useParams();
  const lang = useLang();
  const t = adsT(lang);
  const [campaign, setCampaign] = useState<WireAdCampaign | null>(null);
  const [slots, setSlots] = useState<WireAdSlot[]>([]);
  const [creatives, setCreatives] = useState<Creative[]>(() => [emptyCreative()]);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(!id);

  useEffect(() => {
    void apiFetch<unknown>('/admin/ads/slots').then((answer) => {
      if (!answer.ok) return;
      const body = unwrap<WireAdSlot[] | { slots: WireAdSlot[] }>(answer.body);
      setSlots(Array.isArray(body) ? body : (body.slots ?? []));
    });
    if (!id) return;
    void apiFetch<unknown>(`/admin/ads/campaigns/${encodeURIComponent(id)}`).then((answer) => {
      if (!answer.ok) {
        setFailure(answer);
        setLoaded(true);
        return;
      }
      const c = unwrap<WireAdCampaign>(answer.body);
      setCampaign(c);
      setCreatives(
        c.creatives.length
          ? c.creatives.map((k) => ({
              uid: ++uids,
              id: k.id,
              image: k.image,
              image_mobile: k.image_mobile,
              alt_np: k.alt.np,
              alt_en: k.alt.en,
            }))
          : [emptyCreative()],
      );
      setLoaded(true);
    });
  }, [id]);

  const fieldError = (name: string) =>
    failure?.field === name ? (
      <span className="field-error" role="alert">
        {apiErrorText(failure, lang)}
      </span>
    ) : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const optionalNumber = (name: string) => (text(name) === '' ? null : Number(text(name)));
    const chosenSlots = form.getAll('slots').map(String);
    const body = {
      name: text('name'),
      advertiser: text('advertiser'),
      advertiser_email: text('advertiser_email') || null,
      target_url: text('target_url'),
      slots: chosenSlots,
      pages: form.getAll('pages').map(String),
      langs: form.getAll('langs').map(String),
      starts_on: text('starts_on'),
      ends_on: text('ends_on'),
      daily_cap: optionalNumber('daily_cap'),
      total_cap: optionalNumber('total_cap'),
      weight: Number(text('weight') || '1'),
      status: text('status'),
      creatives: creatives.map((_, i) => ({
        ...(creatives[i]?.id ? { id: creatives[i]?.id } : {}),
        image: text(`c${i}_image`),
        image_mobile: text(`c${i}_image_mobile`),
        alt: { np: text(`c${i}_alt_np`), en: text(`c${i}_alt_en`) },
        slots: chosenSlots,
        kind: 'campaign',
        status: 'active',
        order: i,
      })),
    };
    const answer = await apiFetch<unknown>(id ? `/admin/ads/campaigns/${id}` : '/admin/ads/campaigns', {
      method: id ? 'PATCH' : 'POST',
      body,
    });
    if (!answer.ok) {
      setFailure(answer);
      setMessage(answer.field ? t('f.errors') : apiErrorText(answer, lang));
      return;
    }
    setFailure(null);
    const saved = unwrap<WireAdCampaign>(answer.body);
    if (!id && saved?.id) {
      window.location.assign(`/admin/ads/${saved.id}`);
      return;
    }
    if (saved?.id) setCampaign(saved);
    setMessage(t('adm.saved'));
  };

  const remove = async () => {
    if (!id || !window.confirm(t('adm.deleteConfirm'))) return;
    const answer = await apiFetch<unknown>(`/admin/ads/campaigns/${id}`, { method: 'DELETE' });
    if (answer.ok) window.location.assign('/admin/ads');
    else setMessage(apiErrorText(answer, lang));
  };

  if (!loaded) return <p className="muted">{t('adm.loading')}</p>;
  if (id && !campaign) return <p className="empty-state">{failure ? apiErrorText(failure, lang) : ''}</p>;
  const c = campaign;
  const field = (name: string, label: string, input: ReactNode) => (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the `input` passed in, inside the label.
    <label className="field-inline ad-field">
      <span>{label}</span>
      {input}
      {fieldError(name)}
    </label>
  );
  const checks = (
    name: string,
    legend: string,
    options: { value: string; label: string }[],
    chosen: string[],
  ) => (
    <fieldset className="ad-checks">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input type="checkbox" name={name} value={o.value} defaultChecked={chosen.includes(o.value)} />{' '}
          {o.label}
        </label>
      ))}
      {fieldError(name)}
    </fieldset>
  );
  const adSlots = slots.filter((s) => s.ads);
  return (
    <>
      <p>
        <a href="/admin/ads">{t('adm.back')}</a>
        {id && (
          <>
            {' · '}
            <a href={`/admin/ads/${id}/report`}>{t('adm.report')}</a>
          </>
        )}
      </p>
      <h2>{c ? c.name : t('adm.new')}</h2>
      <AdminStatus message={message} />
      <form className="card ad-form" onSubmit={(e) => void submit(e)} noValidate={false}>
        {field('name', t('f.name'), <input name="name" required maxLength={120} defaultValue={c?.name} />)}
        {field(
          'advertiser',
          t('f.advertiser'),
          <input name="advertiser" required maxLength={120} defaultValue={c?.advertiser} />,
        )}
        {field(
          'advertiser_email',
          t('f.advertiserEmail'),
          <input
            name="advertiser_email"
            type="email"
            maxLength={200}
            defaultValue={c?.advertiser_email ?? ''}
          />,
        )}
        {field(
          'target_url',
          t('f.target'),
          <input name="target_url" type="url" required placeholder="https://" defaultValue={c?.target_url} />,
        )}
        {checks(
          'slots',
          t('f.slots'),
          adSlots.map((s) => ({ value: s.key, label: `${s.key} (${s.width}×${s.height})` })),
          c?.slots ?? [],
        )}
        {checks(
          'pages',
          t('f.pages'),
          AD_PAGES.map((p) => ({ value: p, label: t(`page.${p}`) })),
          c?.pages ?? [...AD_PAGES],
        )}
        {checks(
          'langs',
          t('f.langs'),
          LANGS.map((l) => ({ value: l, label: t(`lang.${l}`) })),
          c?.langs ?? LANGS,
        )}
        {field(
          'starts_on',
          t('f.starts'),
          <input name="starts_on" type="date" required defaultValue={c?.starts_on} />,
        )}
        {field(
          'ends_on',
          t('f.ends'),
          <input name="ends_on" type="date" required defaultValue={c?.ends_on} />,
        )}
        {field(
          'daily_cap',
          t('f.dailyCap'),
          <input
            name="daily_cap"
            type="number"
            min="1"
            placeholder={t('f.capHint')}
            defaultValue={c?.daily_cap ?? ''}
          />,
        )}
        {field(
          'total_cap',
          t('f.totalCap'),
          <input
            name="total_cap"
            type="number"
            min="1"
            placeholder={t('f.capHint')}
            defaultValue={c?.total_cap ?? ''}
          />,
        )}
        {field(
          'weight',
          t('f.weight'),
          <input name="weight" type="number" min="1" max="100" defaultValue={c?.weight ?? 1} />,
        )}
        {field(
          'status',
          t('f.status'),
          <select name="status" defaultValue={c?.status ?? 'draft'}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>,
        )}
        <h3>{t('f.creatives')}</h3>
        {fieldError('creatives')}
        {creatives.map((k, i) => (
          <fieldset key={k.uid} className="ad-creative">
            <legend>{t('f.creative', { n: i + 1 })}</legend>
            {field(
              `creatives.${i}.image`,
              t('f.image'),
              <input
                name={`c${i}_image`}
                type="text"
                inputMode="url"
                required
                placeholder="https:// or /house-ads/…"
                defaultValue={k.image}
              />,
            )}
            {field(
              `creatives.${i}.image_mobile`,
              t('f.imageMobile'),
              <input
                name={`c${i}_image_mobile`}
                type="text"
                inputMode="url"
                required
                placeholder="https:// or /house-ads/…"
                defaultValue={k.image_mobile}
              />,
            )}
            {field(
              `creatives.${i}.alt.np`,
              t('f.altNp'),
              <input name={`c${i}_alt_np`} required lang="ne" defaultValue={k.alt_np} />,
            )}
            {field(
              `creatives.${i}.alt.en`,
              t('f.altEn'),
              <input name={`c${i}_alt_en`} required lang="en" defaultValue={k.alt_en} />,
            )}
            {creatives.length > 1 && (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => setCreatives((list) => list.filter((_, j) => j !== i))}
              >
                {t('f.removeCreative')}
              </button>
            )}
          </fieldset>
        ))}
        <p>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setCreatives((list) => [...list, emptyCreative()])}
          >
            {t('f.addCreative')}
          </button>
        </p>
        <p className="ad-form-actions">
          <button type="submit" className="button">
            {t('adm.save')}
          </button>
          {id && (
            <button type="button" className="button button--ghost" onClick={() => void remove()}>
              {t('adm.delete')}
            </button>
          )}
        </p>
      </form>
    </>
  );
}
