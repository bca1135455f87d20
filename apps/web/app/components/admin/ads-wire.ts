/**
 * The ad screens' reads (ADR 224). The admin API answers either the bare wire shape or the
 * admin screens' usual `{ data }` envelope; both are read the same.
 */
export function unwrap<T>(body: unknown): T {
  if (body && typeof body === 'object' && 'data' in body) return (body as { data: T }).data;
  return body as T;
}

/** Percent with one decimal in the reader's digits, or a dash when there is no rate. */
export function percent(rate: number | null, format: (n: string) => string): string {
  return rate === null ? '—' : format(`${(rate * 100).toFixed(1)} %`);
}
