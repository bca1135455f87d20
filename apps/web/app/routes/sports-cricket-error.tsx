import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { data, useLoaderData } from 'react-router';
import { MatchMissing } from '../components/sports/Missing';
import { publicPage } from '../islands/island';
import { requestLang } from '../lib/calendar/request.server';
import { rootDataFrom } from '../lib/meta';
import { matchMissingMeta } from '../lib/sports/page';
import sportsCss from '../styles/sports.css?url';

export const handle = publicPage;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: sportsCss }];

/** /sports/cricket/error (spec §2): the page shown when a match cannot be found; HTTP 404. */
export function loader({ request }: LoaderFunctionArgs) {
  return data({ lang: requestLang(request) }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  matchMissingMeta(rootDataFrom(matches)?.lang ?? data?.lang ?? 'np', { matches, location });

export default function CricketErrorPage() {
  const { lang } = useLoaderData<typeof loader>();
  return <MatchMissing lang={lang} />;
}
