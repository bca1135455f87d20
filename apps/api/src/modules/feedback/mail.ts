/** The mails of the feedback and contact forms (ADR 190), in the reader's language. */
import type { feedbackMessages } from '../../db/schema.js';
import type { Mail } from '../mail/service.js';

type Message = typeof feedbackMessages.$inferSelect;

/** "We got your message": sent at once, quoting the title so the reader knows which one. */
export function acknowledgementMail(row: Message, webOrigin: string): Mail {
  if (row.lang === 'np') {
    return {
      to: row.email,
      subject: `हामीले तपाईंको सन्देश पायौं: ${row.title}`,
      text: `नमस्ते ${row.name},\n\nपात्रोमा सन्देश पठाउनुभएकोमा धन्यवाद। "${row.title}" शीर्षकको तपाईंको सन्देश हामीले पायौं। हाम्रो टोलीले पढेर यही इमेल ठेगानामा जवाफ पठाउनेछ।\n\nबारम्बार सोधिने प्रश्नहरू: ${webOrigin}/faq\n\n— पात्रो`,
      links: [`${webOrigin}/faq`],
    };
  }
  return {
    to: row.email,
    subject: `We received your message: ${row.title}`,
    text: `Hello ${row.name},\n\nThank you for writing to Patro. We received your message "${row.title}". Our team will read it and answer at this e-mail address.\n\nFrequently asked questions: ${webOrigin}/faq\n\n— Patro`,
    links: [`${webOrigin}/faq`],
  };
}

/** The inbox's answer, quoting the reader's message below it. */
export function replyMail(row: Message, reply: string): Mail {
  const quoted = row.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const subject = row.lang === 'np' ? `जवाफ: ${row.title}` : `Re: ${row.title}`;
  const wrote = row.lang === 'np' ? `${row.name} ले लेख्नुभयो:` : `${row.name} wrote:`;
  return { to: row.email, subject, text: `${reply}\n\n— Patro\n\n${wrote}\n${quoted}\n` };
}
