import type { WireFaqEntry, WireSupportMessage } from '@patro/contracts';
import type { faqEntries, feedbackMessages } from '../../db/schema.js';

export function wireSupportMessage(row: typeof feedbackMessages.$inferSelect): WireSupportMessage {
  return {
    id: row.id,
    kind: row.kind,
    topic: row.topic,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    title: row.title,
    message: row.message,
    lang: row.lang,
    status: row.status,
    reply: row.reply,
    answered_at: row.answeredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function wireFaqEntry(row: typeof faqEntries.$inferSelect): WireFaqEntry {
  return {
    id: row.id,
    section: row.section,
    group_np: row.groupNp,
    group_en: row.groupEn,
    question_np: row.questionNp,
    question_en: row.questionEn,
    answer_np: row.answerNp,
    answer_en: row.answerEn,
    position: row.position,
  };
}
