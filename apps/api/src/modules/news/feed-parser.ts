/**
 * Reads RSS 2.0 and Atom feeds of Nepali news sites and blogs (reference data-sources §5a) into
 * the only fields we keep: headline, link, date and image. Article bodies are never kept.
 */
import { decodeHTML } from 'entities';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface FeedItem {
  title: string;
  link: string;
  /** Epoch ms; null when the item carries no readable date. */
  publishedAt: number | null;
  image: string | null;
}

export class FeedFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFormatError';
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // CDATA sections become ordinary text. Entities are left as written and decoded exactly once
  // below (`entities`): decoding here too would turn a feed's `&amp;lt;` into `<`, not `&lt;`.
  processEntities: false,
  trimValues: true,
  parseTagValue: false,
  isArray: (name) =>
    ['item', 'entry', 'link', 'media:content', 'media:thumbnail', 'enclosure'].includes(name),
});

type Node = Record<string, unknown>;

/** The text of an element that may be a string, a number, or an object with `#text`. */
function text(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'object') return text((value as Node)['#text']);
  return '';
}

const TAGS = /<[^>]*>/g;

/**
 * A headline as readers see it: entities decoded once (every HTML entity, by `entities`), then
 * tags stripped, spaces collapsed, NFC. Once only: `&amp;lt;b&amp;gt;` stays the text `&lt;b&gt;`.
 */
export function cleanHeadline(raw: string): string {
  return decodeHTML(raw).replace(TAGS, ' ').replace(/\s+/g, ' ').trim().normalize('NFC');
}

/**
 * RFC 822 dates (`Mon, 23 Nov 2026 14:05:00 +0545`, also `GMT`, `+0000`) and ISO 8601 (Atom).
 * Parsed by hand for the offset: engines disagree on `+0545` in RFC 822 strings.
 */
export function parseFeedDate(raw: string): number | null {
  const value = raw.trim();
  if (!value) return null;
  const rfc =
    /^(?:[A-Za-z]{3},?\s+)?(\d{1,2})\s+([A-Za-z]{3})[a-z]*\s+(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{4}|GMT|UTC|UT|Z|[A-Z]{3})?$/.exec(
      value,
    );
  if (rfc) {
    const [, day, mon, year, hh, mm, ss, zone] = rfc;
    const month = [
      'jan',
      'feb',
      'mar',
      'apr',
      'may',
      'jun',
      'jul',
      'aug',
      'sep',
      'oct',
      'nov',
      'dec',
    ].indexOf((mon ?? '').toLowerCase());
    if (month < 0) return null;
    const utc = Date.UTC(Number(year), month, Number(day), Number(hh), Number(mm), Number(ss ?? 0));
    let offsetMinutes = 0;
    if (zone && /^[+-]\d{4}$/.test(zone)) {
      const sign = zone.startsWith('-') ? -1 : 1;
      offsetMinutes = sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3, 5)));
    } else if (zone === 'NPT') {
      offsetMinutes = 345;
    }
    return utc - offsetMinutes * 60_000;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : ms;
  }
  return null;
}

function attr(node: unknown, name: string): string {
  if (!node || typeof node !== 'object') return '';
  return text((node as Node)[`@_${name}`]);
}

function firstImgSrc(html: string): string | null {
  const match = /<img[^>]+src\s*=\s*["']([^"']+)["']/i.exec(html);
  return match?.[1] ?? null;
}

function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = decodeHTML(value.trim());
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The image of an item, from whichever element carries it (reference §5a). */
function itemImage(item: Node): string | null {
  const candidates: (string | null)[] = [];
  for (const media of (item['media:content'] as unknown[]) ?? []) {
    const medium = attr(media, 'medium');
    const type = attr(media, 'type');
    if (!medium || medium === 'image' || type.startsWith('image/')) candidates.push(attr(media, 'url'));
  }
  for (const thumb of (item['media:thumbnail'] as unknown[]) ?? []) candidates.push(attr(thumb, 'url'));
  for (const enclosure of (item.enclosure as unknown[]) ?? []) {
    if (attr(enclosure, 'type').startsWith('image/')) candidates.push(attr(enclosure, 'url'));
  }
  // Onlinekhabar's non-standard per-item <image>: a URL as text, or RSS-channel style <url>.
  const image = item.image;
  if (image)
    candidates.push(typeof image === 'object' ? text((image as Node).url) || text(image) : text(image));
  for (const html of [
    text(item.description),
    text(item['content:encoded']),
    text(item.content),
    text(item.summary),
  ]) {
    candidates.push(firstImgSrc(decodeHTML(html)));
  }
  for (const candidate of candidates) {
    const url = httpUrl(candidate);
    if (url) return url;
  }
  return null;
}

function atomLink(entry: Node): string {
  const links = (entry.link as unknown[]) ?? [];
  const alternate = links.find((l) => !attr(l, 'rel') || attr(l, 'rel') === 'alternate') ?? links[0];
  return attr(alternate, 'href') || text(alternate);
}

/** Parses a feed body. Throws {@link FeedFormatError} for something that is not a readable feed. */
export function parseFeed(body: string): FeedItem[] {
  const trimmed = body.replace(/^\uFEFF/, '').trim();
  if (!trimmed.startsWith('<')) throw new FeedFormatError('not XML');
  const valid = XMLValidator.validate(trimmed);
  if (valid !== true) throw new FeedFormatError(`broken XML: ${valid.err.msg} (line ${valid.err.line})`);
  const doc = parser.parse(trimmed) as Node;
  const rss = doc.rss as Node | undefined;
  const rdf = doc['rdf:RDF'] as Node | undefined;
  const feed = doc.feed as Node | undefined;
  let raw: { title: string; link: string; date: string; image: string | null }[];
  if (rss || rdf) {
    const channel = ((rss?.channel ?? rdf?.channel) as Node | undefined) ?? {};
    const items = ((channel.item ?? rdf?.item) as Node[] | undefined) ?? [];
    raw = items.map((item) => ({
      title: text(item.title),
      link:
        text((item.link as unknown[] | undefined)?.[0]) ||
        attr((item.link as unknown[] | undefined)?.[0], 'href'),
      date: text(item.pubDate) || text(item['dc:date']) || text(item.published),
      image: itemImage(item),
    }));
  } else if (feed) {
    const entries = (feed.entry as Node[] | undefined) ?? [];
    raw = entries.map((entry) => ({
      title: text(entry.title),
      link: atomLink(entry),
      date: text(entry.published) || text(entry.updated),
      image: itemImage(entry),
    }));
  } else {
    throw new FeedFormatError('neither RSS nor Atom');
  }
  const items: FeedItem[] = [];
  for (const r of raw) {
    const title = cleanHeadline(r.title);
    const link = httpUrl(r.link);
    if (!title || !link) continue;
    items.push({ title, link, publishedAt: parseFeedDate(r.date), image: r.image });
  }
  return items;
}

/**
 * The key two outlets' copies of one story share: NFC, lower case, punctuation and spaces
 * removed (Devanagari danda and quote marks included), so the same headline dedupes across outlets.
 */
export function titleKey(title: string): string {
  return title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}।॥]+/gu, '');
}
