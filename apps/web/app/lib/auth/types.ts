import type { AuthenticatedUser, TokenPair } from '@patro/contracts';
import type { ApiFailure } from '../api-failure';

/** `GET /authenticated-user` (spec §3, §7): the signed-in person as the web keeps it. */
export type SessionUser = AuthenticatedUser;
export type { TokenPair };

export type ApiFetchResult<T> = { ok: true; status: number; body: T } | ({ ok: false } & ApiFailure);

export interface ApiFetchInit {
  method?: string;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}
