import { formatAdDate, formatBsDate, localizeDigits } from '@patro/calendar';
import type { WireQuizClosedSet, WireQuizLeaderboard, WireQuizResult, WireQuizSet } from '@patro/contracts';
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from 'react-router';
import { useActionData, useLoaderData } from 'react-router';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { PreviousAnswers } from '../components/quiz/PreviousAnswers';
import { quizTranslator } from '../i18n/quiz';
import type { Lang } from '../i18n/types';
import { Island, publicPage } from '../islands/island';
import quizPlay from '../islands/quiz-play.island';
import { apiGet, apiPost } from '../lib/api-client';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { pageMeta, rootDataFrom } from '../lib/meta';
import quizCss from '../styles/quiz.css?url';

export const handle = publicPage;

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: quizCss }];

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) => ({
  'Cache-Control':
    actionHeaders.get('Cache-Control') ?? loaderHeaders.get('Cache-Control') ?? 'public, max-age=60',
});

/** /quiz (spec §2, ADR 177): today's set, played as a plain form; the week's and all-time leaders. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const get = <T,>(path: string, query?: Record<string, string>) =>
    apiGet<{ data: T }>(apiUrl, path, query)
      .then((a) => (a.ok ? a.body.data : null))
      .catch(() => null);
  const [set, week, all, previous] = await Promise.all([
    get<WireQuizSet>('/quiz/today'),
    get<WireQuizLeaderboard>('/quiz/leaderboard', { period: 'week' }),
    get<WireQuizLeaderboard>('/quiz/leaderboard', { period: 'all' }),
    get<WireQuizClosedSet>('/quiz/previous'),
  ]);
  return { lang, set, week, all, previous };
}

/** A visitor's answers (the form posted): checked by the API, not stored. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { apiUrl } = webContext(context, request);
  const form = await request.formData();
  const today = await apiGet<{ data: WireQuizSet }>(apiUrl, '/quiz/today').catch(() => null);
  if (!today?.ok) return { checked: null as WireQuizResult | null };
  const answers = today.body.data.questions.map((q) => {
    const value = Number(form.get(`q${q.index}`));
    return Number.isInteger(value) && value >= 0 && value <= 3 && form.has(`q${q.index}`) ? value : null;
  });
  const checked = await apiPost<{ data: WireQuizResult }>(apiUrl, '/quiz/today/check', { answers }).catch(
    () => null,
  );
  return { checked: checked?.ok ? checked.body.data : null };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches, location, error }) => {
  if (!loaded || error) return calendarErrorMeta({ matches, location, error });
  const t = quizTranslator(rootDataFrom(matches)?.lang ?? loaded.lang);
  return pageMeta({
    matches,
    location,
    title: t('quiz.meta.title'),
    description: t('quiz.meta.description'),
  });
};

const ymd = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

function Leaders({ board, lang, id }: { board: WireQuizLeaderboard | null; lang: Lang; id: string }) {
  const t = quizTranslator(lang);
  if (!board) return null;
  return (
    <section className="card quiz-leaders" aria-labelledby={id}>
      <h2 id={id}>{t(board.period === 'week' ? 'quiz.leaders.week' : 'quiz.leaders.all')}</h2>
      {board.since && (
        <p className="muted small">
          {t('quiz.leaders.since', { since: formatAdDate(ymd(board.since), lang) })}
        </p>
      )}
      {board.rows.length === 0 ? (
        <p className="muted">{t('quiz.leaders.empty')}</p>
      ) : (
        <table className="quiz-table">
          <thead>
            <tr>
              <th scope="col">{t('quiz.leaders.rank')}</th>
              <th scope="col">{t('quiz.leaders.name')}</th>
              <th scope="col">{t('quiz.leaders.score')}</th>
              <th scope="col">{t('quiz.leaders.played')}</th>
            </tr>
          </thead>
          <tbody>
            {board.rows.map((r) => (
              <tr key={`${r.rank}-${r.name}-${r.score}`}>
                <td>{localizeDigits(r.rank, lang)}</td>
                <td>{r.name}</td>
                <td>{localizeDigits(r.score, lang)}</td>
                <td>{localizeDigits(r.played, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default function Quiz() {
  const { lang, set, week, all, previous } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = quizTranslator(lang);
  return (
    <div className="page quiz-page">
      <h1>{t('quiz.heading')}</h1>
      {set ? (
        <>
          <p className="quiz-day">
            {t('quiz.day', { bs: formatBsDate(ymd(set.bs_day), lang), ad: formatAdDate(ymd(set.day), lang) })}
          </p>
          <p>{t('quiz.intro', { count: localizeDigits(set.questions.length, lang) })}</p>
          <Island of={quizPlay} props={{ lang, set, checked: acted?.checked ?? null }} />
        </>
      ) : (
        <p className="empty-state">{t('quiz.unavailable')}</p>
      )}
      <div className="quiz-boards">
        <Leaders board={week} lang={lang} id="quiz-week" />
        <Leaders board={all} lang={lang} id="quiz-all" />
      </div>
      {previous && <PreviousAnswers previous={previous} today={set?.day ?? null} lang={lang} />}
      <p className="muted small">{t('quiz.noPrizes')}</p>
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
