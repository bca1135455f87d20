/**
 * The feedback and contact forms' action (ADR 190): checks every field with the shared rules, then
 * sends the message to the API's `POST /feedback`, which checks again, limits and stores it.
 */

import { errorText } from '@patro/contracts/errors';
import {
  type FeedbackField,
  type FeedbackInput,
  feedbackProblems,
  type SupportKind,
} from '@patro/contracts/feedback';
import type { Lang } from '../../i18n';

export interface FormValues {
  name: string;
  email: string;
  mobile: string;
  title: string;
  message: string;
  topic: string;
}

export type FormResult =
  | { sent: true; email: string }
  | { sent: false; values: FormValues; problems: Partial<Record<FeedbackField, string>>; failure?: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export async function sendSupportForm(
  apiUrl: string,
  kind: SupportKind,
  form: FormData,
  lang: Lang,
): Promise<FormResult> {
  const values: FormValues = {
    name: text(form, 'name'),
    email: text(form, 'email'),
    mobile: text(form, 'mobile'),
    title: text(form, 'title'),
    message: text(form, 'message'),
    topic: kind === 'contact' ? text(form, 'topic') : '',
  };
  const input: FeedbackInput = { kind, ...values, website: text(form, 'website') };
  const problems = Object.fromEntries(feedbackProblems(input).map((p) => [p.field, errorText(p.code, lang)]));
  if (Object.keys(problems).length > 0) return { sent: false, values, problems };
  let response: Response;
  try {
    response = await fetch(new URL('feedback', `${apiUrl.replace(/\/+$/, '')}/`), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'accept-language': lang === 'np' ? 'ne' : 'en',
      },
      body: JSON.stringify({ ...input, topic: kind === 'contact' ? values.topic : undefined, lang }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return { sent: false, values, problems: {}, failure: errorText('unavailable', lang) };
  }
  if (response.ok) return { sent: true, email: values.email.trim() };
  const body = (await response.json().catch(() => ({}))) as {
    code?: string;
    field?: string;
    message?: string;
  };
  const field = body.field as FeedbackField | undefined;
  if (field && ['name', 'email', 'mobile', 'title', 'message', 'topic'].includes(field))
    return { sent: false, values, problems: { [field]: errorText(body.code, lang) } };
  return { sent: false, values, problems: {}, failure: body.message ?? errorText(undefined, lang) };
}
