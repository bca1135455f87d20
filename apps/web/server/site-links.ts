/**
 * Patro's own social accounts and app-store listings. Each is a web setting (an environment
 * variable) and none is set by default: the footer and top bar show only the links an operator
 * configured, never a store search or a handle that may belong to someone else.
 */
/**
 * The message keys of the links' labels. Spelled out here rather than imported so the web server's
 * config (server/config.ts, Node module resolution) can read this file; the footer's `t(label)`
 * checks they are message keys.
 */
type SiteLinkLabel =
  | 'social.facebook'
  | 'social.youtube'
  | 'social.instagram'
  | 'social.x'
  | 'footer.googlePlay'
  | 'footer.appStore';

export interface SiteLink {
  id: string;
  label: SiteLinkLabel;
  href: string;
}

export interface SiteLinks {
  social: SiteLink[];
  apps: SiteLink[];
  /** The footer's and /contact's direct details (ADR 190); null where the operator set none. */
  contact: SiteContact;
}

export interface SiteContact {
  supportEmail: string | null;
  supportPhone: string | null;
  salesEmail: string | null;
  salesPhone: string | null;
}

/** Setting name of each contact detail (README's table). */
export const CONTACT_SETTINGS = {
  supportEmail: 'SUPPORT_EMAIL',
  supportPhone: 'SUPPORT_PHONE',
  salesEmail: 'SALES_EMAIL',
  salesPhone: 'SALES_PHONE',
} as const satisfies Record<keyof SiteContact, string>;

function emailSetting(value: string | undefined): string | null {
  const v = value?.trim() ?? '';
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v) ? v : null;
}

/** A phone number as written (+977-1-4XXXXXX, 98XXXXXXXX): digits, spaces, dashes, one leading +. */
function phoneSetting(value: string | undefined): string | null {
  const v = value?.trim() ?? '';
  return /^\+?[0-9][0-9 -]{5,20}$/.test(v) ? v : null;
}

/** Setting name → where the link shows and how it is labelled. */
const SETTINGS = {
  social: [
    { id: 'facebook', label: 'social.facebook', setting: 'FACEBOOK_URL' },
    { id: 'youtube', label: 'social.youtube', setting: 'YOUTUBE_URL' },
    { id: 'instagram', label: 'social.instagram', setting: 'INSTAGRAM_URL' },
    { id: 'x', label: 'social.x', setting: 'X_URL' },
  ],
  apps: [
    { id: 'google-play', label: 'footer.googlePlay', setting: 'GOOGLE_PLAY_URL' },
    { id: 'app-store', label: 'footer.appStore', setting: 'APP_STORE_URL' },
  ],
} as const satisfies Record<
  'social' | 'apps',
  readonly { id: string; label: SiteLinkLabel; setting: string }[]
>;

/** The names of the settings, for the README and tests. */
export const SITE_LINK_SETTINGS: readonly string[] = [...SETTINGS.social, ...SETTINGS.apps].map(
  (s) => s.setting,
);

function httpsUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The configured links (an unset or non-https setting shows nothing). */
export function siteLinksFrom(env: Record<string, string | undefined>): SiteLinks {
  const pick = (list: readonly { id: string; label: SiteLinkLabel; setting: string }[]) =>
    list.flatMap(({ id, label, setting }) => {
      const href = httpsUrl(env[setting]);
      return href ? [{ id, label, href }] : [];
    });
  return {
    social: pick(SETTINGS.social),
    apps: pick(SETTINGS.apps),
    contact: {
      supportEmail: emailSetting(env[CONTACT_SETTINGS.supportEmail]),
      supportPhone: phoneSetting(env[CONTACT_SETTINGS.supportPhone]),
      salesEmail: emailSetting(env[CONTACT_SETTINGS.salesEmail]),
      salesPhone: phoneSetting(env[CONTACT_SETTINGS.salesPhone]),
    },
  };
}
