/**
 * Ad slots on a public page (ADR 224). The server HTML reserves each slot's exact box (its
 * desktop size, and its mobile size under 768 px) and labels it; it never chooses an ad, so the
 * page stays shared and cached. The browser's ad script (lib/ads/runtime.ts) asks
 * `/banner/{slot}` when the slot comes near the screen; without JavaScript the `<noscript>`
 * house ad shows, uncounted. Ad slots are hidden for ad-free readers and premium slots for
 * everyone else, both by a class the head script puts on <html> before first paint.
 */
import type { WireAdSlot } from '@patro/contracts';
import type { PageAds } from '../../lib/ads/slots.server';
import { useRootData, useT } from '../../lib/root-data';

/** A transparent picture whose width and height attributes give the box its size and ratio. */
const SPACER = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

function AdSlot({ slot, ads }: { slot: WireAdSlot; ads: PageAds }) {
  const root = useRootData();
  const t = useT();
  const lang = root?.lang ?? 'np';
  const apiUrl = (root?.env.apiUrl ?? '').replace(/\/+$/, '');
  const src = `${apiUrl}/banner/${encodeURIComponent(slot.key)}?page=${ads.page}&lang=${lang}`;
  const house = slot.house;
  const wide = slot.width > 0 && slot.height > 0;
  const narrow = slot.mobile_width > 0 && slot.mobile_height > 0;
  const classes = [
    'ad-slot',
    `ad-slot--${slot.position}`,
    slot.ads ? 'ad-slot--ads' : 'ad-slot--premium',
    wide ? '' : 'ad-slot--no-wide',
    narrow ? '' : 'ad-slot--no-narrow',
  ].filter(Boolean);
  return (
    <div
      className={classes.join(' ')}
      data-ad-slot={slot.key}
      data-ad-kind={slot.kind}
      data-ad-src={slot.ads ? src : undefined}
      data-count-local={ads.countLocal ? '' : undefined}
    >
      <p className="ad-label">{t('ads.label')}</p>
      <div className="ad-box">
        {wide && (
          <img
            className="ad-size ad-size--wide"
            src={SPACER}
            width={slot.width}
            height={slot.height}
            alt=""
          />
        )}
        {narrow && (
          <img
            className="ad-size ad-size--narrow"
            src={SPACER}
            width={slot.mobile_width}
            height={slot.mobile_height}
            alt=""
          />
        )}
        {house && slot.ads && (
          // Browsers with script never parse this, so they never fetch it (subscribers included).
          <noscript>
            <a className="ad-link" href={house.target}>
              <picture>
                <source media="(max-width: 767.98px)" srcSet={house.image_mobile} />
                <img
                  className="ad-img"
                  src={house.image}
                  alt={house.alt[lang]}
                  width={slot.width || slot.mobile_width}
                  height={slot.height || slot.mobile_height}
                  loading="lazy"
                />
              </picture>
            </a>
          </noscript>
        )}
        {house && !slot.ads && (
          // A premium banner: the ad script of an ad-free reader puts it in the box (no request
          // to the ad server); everyone else's browser never fetches its picture.
          <template data-ad-premium="">
            <a className="ad-link" href={house.target}>
              <picture>
                <source media="(max-width: 767.98px)" srcSet={house.image_mobile} />
                <img className="ad-img" src={house.image} alt={house.alt[lang]} />
              </picture>
            </a>
          </template>
        )}
        {slot.kind === 'slider' && slot.ads && (
          <span className="ad-nav" hidden>
            <button type="button" className="ad-prev" aria-label={t('ads.prev')}>
              ‹
            </button>
            <button type="button" className="ad-next" aria-label={t('ads.next')}>
              ›
            </button>
          </span>
        )}
      </div>
    </div>
  );
}

/** The page's slots at one position (`bottom`: the phone's fixed strip, placed anywhere). */
export function AdSlots({
  ads,
  position,
}: {
  ads: PageAds | null | undefined;
  position: WireAdSlot['position'];
}) {
  const slots = ads?.slots.filter((s) => s.position === position) ?? [];
  if (slots.length === 0) return null;
  return (
    <>
      {slots.map((slot) => (
        <AdSlot key={slot.key} slot={slot} ads={ads as PageAds} />
      ))}
    </>
  );
}
