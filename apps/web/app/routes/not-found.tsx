import { data, type MetaFunction } from 'react-router';
import { NotFoundBody } from '../components/NotFoundBody';
import { translator } from '../i18n';
import { publicPage } from '../islands/island';
import { pageMeta, rootDataFrom } from '../lib/meta';

export const handle = publicPage;

/** Unknown paths answer HTTP 404 with the not-found page inside the shell. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: MetaFunction = ({ matches, location }) => {
  const t = translator(rootDataFrom(matches)?.lang ?? 'np');
  return pageMeta({
    matches,
    location,
    title: t('meta.notFound.title'),
    description: t('meta.notFound.description'),
    noindex: true,
  });
};

export default function NotFound() {
  return <NotFoundBody />;
}
