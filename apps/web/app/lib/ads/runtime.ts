/**
 * The page's one ad script (ADR 224), plain DOM code loaded by the islands runtime only on pages
 * with slots. For an ad-free reader (`html.ad-free`, set by the head script) it puts premium
 * banners in their boxes and makes no request at all. For everyone else, per slot:
 * - when the slot comes within 300 px of the screen, 100 ms later, `GET /banner/{slot}` (spec §9
 *   lazy images); a failure is logged and skipped, the box keeps its label (spec §8);
 * - each ad as `<a href=url><img></a>`, the image faded in over 0.3 s; on its `load` the
 *   impression pixel once (spec §7: not on localhost unless the slot says `data-count-local`); on
 *   `error` the placeholder and no impression, no viewability (spec §8);
 * - viewability ({@link ViewTimer}): ≥ 50 % in view, tab visible and focused; one continuous
 *   second → `viewable`, four → `action`;
 * - a slider shows one ad at a time, turning every 6 s unless hovered, focused or the reader
 *   prefers reduced motion; every ad is counted when it is first shown.
 * Pixels go without cookies (`credentials: 'omit'`, `no-cors`, `keepalive`).
 */
import { countsHere } from './count-rule';
import { ViewTimer } from './view-timer';

interface ServedAd {
  url: string;
  image: string;
  image_mobile: string;
  alt: string;
  width: number;
  height: number;
  pixels: { impression: string; viewable: string; action: string };
}

export const SLIDE_MS = 6000;
export const LAZY_MARGIN = '300px';
export const LAZY_DELAY_MS = 100;
const PLACEHOLDER = '/ad-placeholder.svg';

const ping = (url: string) => {
  fetch(url, { keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(() => {});
};

/** One ad in a slot: its link, its timer and whether it may count. */
interface Shown {
  ad: ServedAd;
  link: HTMLAnchorElement;
  timer: ViewTimer;
  /** Its image has loaded (not the placeholder). */
  loaded: boolean;
}

function slotRuntime(slot: HTMLElement, ads: ServedAd[]): void {
  const box = slot.querySelector<HTMLElement>('.ad-box');
  if (!box) return;
  const counts = countsHere(location.hostname, slot.dataset.countLocal !== undefined);
  const mobile = matchMedia('(max-width: 767.98px)').matches;
  const shown: Shown[] = ads.map((ad, i) => {
    const link = document.createElement('a');
    link.className = 'ad-link';
    link.href = ad.url;
    link.rel = 'sponsored';
    link.hidden = i > 0;
    box.append(link);
    return { ad, link, timer: new ViewTimer(), loaded: false };
  });
  let current = 0;
  let ratio = 0;
  let wake = 0;

  const tick = () => {
    clearTimeout(wake);
    const now = performance.now();
    const inView = ratio >= 0.5 && document.visibilityState === 'visible' && document.hasFocus();
    shown.forEach((s, i) => {
      for (const event of s.timer.update(inView && i === current && s.loaded, now))
        if (counts) ping(s.ad.pixels[event]);
    });
    const due = shown[current]?.timer.nextDue(now);
    if (due != null) wake = window.setTimeout(tick, due);
  };

  const show = (i: number) => {
    current = (i + shown.length) % shown.length;
    shown.forEach((s, j) => {
      s.link.hidden = j !== current;
    });
    const s = shown[current];
    if (s && !s.link.firstChild) {
      const img = document.createElement('img');
      img.className = 'ad-img';
      img.alt = s.ad.alt;
      img.width = s.ad.width;
      img.height = s.ad.height;
      img.onload = () => {
        img.classList.add('ad-in');
        if (img.src.endsWith(PLACEHOLDER)) return;
        s.loaded = true;
        if (counts) ping(s.ad.pixels.impression);
        tick();
      };
      img.onerror = () => {
        img.onerror = null;
        img.src = PLACEHOLDER;
      };
      img.src = mobile ? s.ad.image_mobile : s.ad.image;
      s.link.append(img);
    }
    tick();
  };

  new IntersectionObserver(
    (entries) => {
      for (const entry of entries) ratio = entry.isIntersecting ? entry.intersectionRatio : 0;
      tick();
    },
    { threshold: [0, 0.5, 1] },
  ).observe(box);
  for (const type of ['visibilitychange', 'focus', 'blur'])
    (type === 'visibilitychange' ? document : window).addEventListener(type, tick);
  show(0);

  if (shown.length < 2) return;
  const nav = slot.querySelector<HTMLElement>('.ad-nav');
  if (nav) nav.hidden = false;
  slot.querySelector('.ad-prev')?.addEventListener('click', () => show(current - 1));
  slot.querySelector('.ad-next')?.addEventListener('click', () => show(current + 1));
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  setInterval(() => {
    if (document.visibilityState === 'visible' && !slot.matches(':hover, :focus-within')) show(current + 1);
  }, SLIDE_MS);
}

async function fill(slot: HTMLElement): Promise<void> {
  const src = slot.dataset.adSrc ?? '';
  try {
    const response = await fetch(src, { credentials: 'omit' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    // The API's answers are `{ data: WireBanner }`.
    const ads =
      response.status === 204 ? [] : ((await response.json()) as { data?: { ads?: ServedAd[] } }).data?.ads;
    if (ads?.length) slotRuntime(slot, ads);
    // Nothing to show: the phone's fixed strip goes (it would only cover the page), a box in the
    // page keeps its place and label.
    else if (slot.matches('.ad-slot--bottom')) slot.hidden = true;
  } catch (error) {
    // Spec §8: logged and skipped; the page is untouched.
    console.warn(`ad ${slot.dataset.adSlot}: ${String(error)}`);
    if (slot.matches('.ad-slot--bottom')) slot.hidden = true;
  }
}

/** Starts every slot of the page (the islands runtime calls it once). */
export function startAds(): void {
  const adFree = document.documentElement.classList.contains('ad-free');
  const lazy = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        lazy.unobserve(entry.target);
        setTimeout(() => void fill(entry.target as HTMLElement), LAZY_DELAY_MS);
      }
    },
    { rootMargin: LAZY_MARGIN },
  );
  for (const slot of document.querySelectorAll<HTMLElement>('[data-ad-slot]')) {
    const premium = slot.querySelector<HTMLTemplateElement>('template[data-ad-premium]');
    if (premium) {
      if (adFree) premium.replaceWith(premium.content);
    } else if (!adFree && slot.dataset.adSrc) lazy.observe(slot);
  }
}
