/**
 * /admin/ads (ADR 224): the campaigns the reader may read (`GET /ads/campaigns`: an admin all of
 * them, an advertiser its own), each with its report; administrators also create and edit them.
 */
import { localizeDigits } from '@patro/calendar';
import type { WireAdCampaignList } from '@patro/contracts';
import { useEffect, useState } from 'react';
import type { LinksFunction } from 'react-router';
import { adminRoute } from '../components/admin/AdminLayout';
import { unwrap } from '../components/admin/ads-wire';
import { adsT } from '../i18n/ads';
import { apiErrorText } from '../lib/api-error';
import { apiFetch } from '../lib/auth/session';
import { useSession } from '../lib/auth/store';
import { useLang } from '../lib/root-data';

const screen = adminRoute((lang) => adsT(lang)('adm.title'), Campaigns);
export const links: LinksFunction = () => screen.links();
export const meta = screen.meta;
export default screen.Component;

function Campaigns() {
  const lang = useLang();
  const t = adsT(lang);
  const session = useSession();
  const isAdmin = session.user?.roles.some((r) => r.name === 'admin' || r.name === 'super-admin') ?? false;
  const [list, setList] = useState<WireAdCampaignList['campaigns'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void apiFetch<unknown>('/ads/campaigns').then((answer) => {
      if (answer.ok) setList(unwrap<WireAdCampaignList>(answer.body).campaigns ?? []);
      else setError(apiErrorText(answer, lang));
    });
  }, [lang]);
  if (error) return <p className="empty-state">{error}</p>;
  if (!list) return <p className="muted">{t('adm.loading')}</p>;
  return (
    <>
      {isAdmin && (
        <p>
          <a className="button" href="/admin/ads/new">
            {t('adm.new')}
          </a>
        </p>
      )}
      <h2>{isAdmin ? t('adm.campaigns') : t('adm.reports')}</h2>
      {list.length === 0 ? (
        <p className="empty-state">{t('adm.none')}</p>
      ) : (
        <ul className="plain-list ad-campaigns">
          {list.map((c) => (
            <li key={c.id} className="card">
              <strong>{c.name}</strong> · {c.advertiser} · {t(`status.${c.status}`)} ·{' '}
              {localizeDigits(c.starts_on, lang)} – {localizeDigits(c.ends_on, lang)}{' '}
              <a href={`/admin/ads/${c.id}/report`}>{t('adm.report')}</a>
              {isAdmin && (
                <>
                  {' · '}
                  <a href={`/admin/ads/${c.id}`}>{t('adm.edit')}</a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
