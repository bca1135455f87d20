/**
 * What the web server refuses before any page code runs (issue: bad input is a 4xx, never a 500).
 * The Fetch API's Request, which React Router renders from, throws on TRACE and CONNECT; and a
 * control character in the address (`/vegetables?q=%00`) reaches the API's text rule (ADR 093)
 * as a 400 that a page loader would report as its own failure. Both are the reader's request, so
 * they get a 405 or a 400 with a short page in both languages.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hasControlCharacter } from '@patro/contracts/text';

/** The methods the site's pages and forms use; anything else is a 405. */
const SERVED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Whether the path or any query parameter, once decoded, holds a control character. */
export function addressHasControlCharacter(url: string): boolean {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  if (hasControlCharacter(decoded(pathname))) return true;
  if (at === -1) return false;
  for (const [name, value] of new URLSearchParams(url.slice(at + 1))) {
    if (hasControlCharacter(name) || hasControlCharacter(value)) return true;
  }
  return false;
}

function refusalPage(title: { np: string; en: string }, text: { np: string; en: string }): string {
  return `<!doctype html><html lang="ne"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title.np} · ${title.en}</title></head><body style="font-family:'Noto Sans Devanagari','Noto Sans',sans-serif;line-height:1.7;max-width:40rem;margin:2rem auto;padding:0 1rem"><h1>${title.np}</h1><p>${text.np}</p><p lang="en"><strong>${title.en}.</strong> ${text.en}</p><p><a href="/">पात्रोको गृहपृष्ठ · Patro home</a></p></body></html>`;
}

/** Answers a request the site cannot serve and returns true; false lets it through. */
export function refuseUnservableRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? 'GET';
  if (!SERVED_METHODS.has(method)) {
    res.writeHead(405, {
      Allow: [...SERVED_METHODS].join(', '),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end(
      refusalPage(
        { np: 'यो विधि चल्दैन', en: 'Method not allowed' },
        {
          np: `यो साइटले ${method} अनुरोध स्वीकार गर्दैन।`,
          en: `This site does not accept ${method} requests.`,
        },
      ),
    );
    return true;
  }
  if (addressHasControlCharacter(req.url ?? '/')) {
    res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(
      method === 'HEAD'
        ? undefined
        : refusalPage(
            { np: 'ठेगाना मिलेन', en: 'Bad address' },
            {
              np: 'ठेगानामा नदेखिने नियन्त्रण अक्षर छ। खोजी फेरि टाइप गरेर हेर्नुहोस्।',
              en: 'The address holds an invisible control character. Type the search again.',
            },
          ),
    );
    return true;
  }
  return false;
}
