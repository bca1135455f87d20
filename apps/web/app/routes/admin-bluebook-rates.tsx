import type { WireBluebookRates } from '@patro/contracts';
import type { LinksFunction } from 'react-router';
import { adminRoute, useAdminData } from '../components/admin/AdminLayout';
import { bluebookTranslator } from '../i18n/bluebook';
import { useLang } from '../lib/root-data';
import bluebookCss from '../styles/bluebook.css?url';
import { RateTables } from './services-bluebook';

/** /admin/bluebook-rates: the rate tables with their sources and the slab check (admins only, checked by the API). */
const screen = adminRoute((lang) => bluebookTranslator(lang)('bb.admin.title'), Rates);

export const links: LinksFunction = () => [...screen.links(), { rel: 'stylesheet', href: bluebookCss }];
export const meta = screen.meta;
export default screen.Component;

function Rates() {
  const lang = useLang();
  const t = bluebookTranslator(lang);
  const { data, refusal } = useAdminData<WireBluebookRates & { problems: string[] }>('/admin/bluebook/rates');
  if (refusal) return <p className="empty-state">{refusal}</p>;
  if (!data) return <p className="muted">…</p>;
  return (
    <>
      <p>
        {data.problems.length === 0
          ? t('bb.admin.ok')
          : t('bb.admin.problems', { count: data.problems.length })}
      </p>
      {data.problems.length > 0 && (
        <ul>
          {data.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <p>{t('bb.admin.reading', { reading: data.fine_reading })}</p>
      <p className="small">{t(`bb.reading.${data.fine_reading}`)}</p>
      <RateTables rates={data} lang={lang} />
    </>
  );
}
