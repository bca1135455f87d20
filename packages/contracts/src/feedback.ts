/**
 * The feedback and contact forms (spec §2 /feedback, /contact, /form; §7 POST /feedback; ADR 190)
 * and the FAQ (/faq, /marketplace/faq; ADR 191). The checks run twice: in the web page's action,
 * to name every field at fault at once, and in the API, which is the one that counts.
 */
import type { ErrorCode } from './errors.js';

export const CONTACT_TOPICS = ['support', 'sales', 'advertising', 'press'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const SUPPORT_KINDS = ['feedback', 'contact'] as const;
export type SupportKind = (typeof SUPPORT_KINDS)[number];

export const FAQ_SECTIONS = ['app', 'marketplace'] as const;
export type FaqSection = (typeof FAQ_SECTIONS)[number];

/** The form's fields; `website` is the honeypot a person never sees or fills. */
export interface FeedbackInput {
  kind: SupportKind;
  name: string;
  email: string;
  mobile: string;
  title: string;
  message: string;
  topic?: string;
  website?: string;
}

export const FEEDBACK_LIMITS = { name: 80, email: 254, title: 120, message: 4000, messageMin: 10 } as const;

export type FeedbackField = 'name' | 'email' | 'mobile' | 'title' | 'message' | 'topic';

export interface FeedbackProblem {
  field: FeedbackField;
  code: ErrorCode;
}

const DEVANAGARI_DIGITS = /[०-९]/g;

/** Devanagari digits as ASCII ones: a reader may type ९८४… on a Nepali keyboard. */
export function asciiDigits(text: string): string {
  return text.replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966));
}

/**
 * A Nepali mobile number as its ten digits, or null: 98/97/96 and eight more digits (NTC, Ncell,
 * SmartCell ranges), with or without +977 / 977 / 00977, spaces or dashes between groups.
 */
export function nepaliMobile(text: string): string | null {
  const compact = asciiDigits(text).replace(/[\s-]/g, '');
  const match = /^(?:\+977|00977|977)?(9[678]\d{8})$/.exec(compact);
  return match?.[1] ?? null;
}

/** A plain e-mail address check (one @, a dot in the domain, no spaces); the mail server has the last word. */
export function plausibleEmail(text: string): boolean {
  return text.length <= FEEDBACK_LIMITS.email && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text);
}

/** Every field at fault, in form order. The mobile number may be left empty. */
export function feedbackProblems(input: FeedbackInput): FeedbackProblem[] {
  const problems: FeedbackProblem[] = [];
  const name = input.name.trim();
  if (!name || name.length > FEEDBACK_LIMITS.name) problems.push({ field: 'name', code: 'feedback_name' });
  if (!plausibleEmail(input.email.trim())) problems.push({ field: 'email', code: 'feedback_email' });
  if (input.mobile.trim() && !nepaliMobile(input.mobile))
    problems.push({ field: 'mobile', code: 'feedback_mobile' });
  if (input.kind === 'contact' && !(CONTACT_TOPICS as readonly string[]).includes(input.topic ?? ''))
    problems.push({ field: 'topic', code: 'feedback_topic' });
  const title = input.title.trim();
  if (!title || title.length > FEEDBACK_LIMITS.title)
    problems.push({ field: 'title', code: 'feedback_title' });
  const message = input.message.trim();
  if (message.length < FEEDBACK_LIMITS.messageMin || message.length > FEEDBACK_LIMITS.message)
    problems.push({ field: 'message', code: 'feedback_message' });
  return problems;
}

/** One message of the admin inbox. */
export interface WireSupportMessage {
  id: number;
  kind: SupportKind;
  topic: ContactTopic | null;
  name: string;
  email: string;
  mobile: string | null;
  title: string;
  message: string;
  lang: 'np' | 'en';
  status: 'new' | 'answered';
  reply: string | null;
  answered_at: string | null;
  created_at: string;
}

/** One question and its answer, in both languages. */
export interface WireFaqEntry {
  id: number;
  section: FaqSection;
  group_np: string;
  group_en: string;
  question_np: string;
  question_en: string;
  answer_np: string;
  answer_en: string;
  position: number;
}

/** The public FAQ: groups in order, each with its questions in the asked language. */
export interface WireFaqPage {
  section: FaqSection;
  q: string;
  groups: { name: string; items: { id: number; question: string; answer: string }[] }[];
}
