/**
 * /forward?path=… (spec §2; ADR 193): the landing of a shared link forwards only to a path on this
 * site. Anything that a browser could read as another host — `//host`, `/\host`, a scheme, control
 * characters, or the same hidden behind percent-encoding — is refused, not repaired.
 */
const MAX_PATH = 512;

/** The in-site path `raw` names (with its query and fragment), or null when it is not one. */
export function forwardTarget(raw: string | null): string | null {
  if (raw === null || raw.length === 0 || raw.length > MAX_PATH) return null;
  // Decode repeatedly so `%2F%2F`, `%252F%252F` and the like are judged by what they become.
  let decoded = raw;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    decoded = next;
  }
  for (const candidate of [raw, decoded]) {
    if (!candidate.startsWith('/')) return null;
    // Browsers read `//host` and `/\host` (and `\/host`) as another host; `\` is never in our paths.
    if (candidate.startsWith('//') || candidate.includes('\\')) return null;
    // Control characters (a tab or newline inside `/\t/host` is dropped by browsers, leaving `//host`).
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
    if (/[\u0000-\u001f\u007f]/.test(candidate)) return null;
  }
  // The URL parser has the last word: the path must stay on a made-up origin.
  let url: URL;
  try {
    url = new URL(raw, 'https://patro.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://patro.invalid') return null;
  // Not back into itself.
  if (url.pathname === '/forward') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** True for a phone's browser, where the landing page offers the apps before forwarding. */
export function isPhone(userAgent: string | null): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent ?? '');
}
