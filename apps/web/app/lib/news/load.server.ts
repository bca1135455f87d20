import type { WireNewsList } from '@patro/contracts';
import { apiGet } from '../api-client';

/**
 * Headlines from the API, or null when it cannot be reached: news is never worth a failed page,
 * and the page then says no news could be shown rather than inventing any.
 */
export async function loadHeadlines(
  apiUrl: string,
  path: '/news' | '/blogs',
  query: Record<string, string | number | undefined>,
): Promise<WireNewsList | null> {
  try {
    const answer = await apiGet<{ data: WireNewsList }>(apiUrl, path, query);
    return answer.ok ? answer.body.data : null;
  } catch {
    return null;
  }
}
