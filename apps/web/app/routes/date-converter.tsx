import { AD_MONTHS, BS_MONTHS, NS_MONTHS, nsForJdn, todayInKathmandu } from '@patro/calendar';
import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { translator } from '../i18n';
import converterForm from '../islands/converter-form.island';
import { Island, publicPage } from '../islands/island';
import type { ConvBase } from '../lib/calendar/conversion';
import { convertDate } from '../lib/calendar/convert.server';
import { requestLang } from '../lib/calendar/request.server';
import { nowMs } from '../lib/clock';
import { webContext } from '../lib/context';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { useT } from '../lib/root-data';
import calendarCss from '../styles/calendar.css?url';

export const handle = publicPage;

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: calendarCss }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const url = new URL(request.url);
  const now = todayInKathmandu(nowMs());
  const today = now.bs;
  // Where each base's year picker is centred before a date of that base was asked for.
  const todayYears: Record<ConvBase, number> = {
    BS: now.bs.year,
    AD: now.ad.year,
    NS: nsForJdn(now.jdn).year,
  };
  const baseParam = url.searchParams.get('base');
  const base: ConvBase = baseParam === 'AD' || baseParam === 'NS' ? baseParam : 'BS';
  const num = (name: string) => {
    const text = url.searchParams.get(name);
    return text !== null && /^\d{1,4}$/.test(text) ? Number(text) : null;
  };
  const year = num('year');
  const month = num('month');
  const day = num('day');
  const asked = year !== null && month !== null && day !== null;
  const value = asked ? { year, month, day } : { year: today.year, month: today.month, day: today.day };
  const monthNames = {
    BS: BS_MONTHS.map((m) => m[lang]),
    AD: AD_MONTHS.map((m) => m[lang]),
    NS: NS_MONTHS.map((m) => m[lang]),
  };
  const outcome = asked ? await convertDate(webContext(context, request).apiUrl, base, value, lang) : null;
  const result = outcome?.result ?? null;
  const message = outcome?.message ?? null;
  return { lang, base, value, todayYears, monthNames, result, message };
}

export const meta: MetaFunction = ({ matches, location }) => {
  const t = translator(rootDataFrom(matches)?.lang ?? 'np');
  return pageMeta({
    matches,
    location,
    title: t('conv.meta.title'),
    description: t('conv.meta.description'),
  });
};

export default function DateConverter() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const lang = data.lang;
  return (
    <div className="page page--narrow converter">
      <h1>{t('conv.heading')}</h1>
      <p className="lead">{t('conv.intro')}</p>
      {/* The form re-ranges its selects when the calendar changes: an island (ADR 081). */}
      <Island
        of={converterForm}
        props={{
          lang,
          base: data.base,
          value: data.value,
          todayYears: data.todayYears,
          monthNames: data.monthNames,
          result: data.result,
          message: data.message,
        }}
      />
    </div>
  );
}
