/**
 * Telling a reader that something happened for them (a staff reply, an astrologer's answer): one
 * in-app notification (the bell), a push to each of their devices in that device's language, and a
 * mail. Each channel's failure is logged and swallowed: the staff action that caused it succeeded.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Mail, Mailer } from '../mail/service.js';
import type { PushSender } from '../push/sender.js';
import { insertNotification } from './repository.js';

export interface ReaderNews {
  userId: string;
  /** The bell's title, in the reader's language (the notification row keeps both messages). */
  title: { np: string; en: string };
  /** One line for the bell and the push, in both languages. */
  message: { np: string; en: string };
  lang: 'np' | 'en';
  /** The site path the bell and the push open. */
  path: string;
  at: Date;
  /** The mail, already worded in the reader's language; null: no mail. */
  mail: Mail | null;
}

export interface TellReaderDeps {
  db: Db;
  push: PushSender | null;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export async function tellReader(deps: TellReaderDeps, news: ReaderNews): Promise<void> {
  const channels: [string, () => Promise<unknown>][] = [
    [
      'in-app',
      () =>
        insertNotification(deps.db, {
          userId: news.userId,
          title: news.title[news.lang],
          message: news.message.en,
          messageNp: news.message.np,
          onTime: news.at,
          clickAction: news.path,
        }),
    ],
    [
      'push',
      async () =>
        deps.push?.sendToUser(news.userId, (lang) => ({
          title: news.title[lang],
          message: news.message[lang],
          on_time: news.at.toISOString(),
          clickAction: news.path,
        })),
    ],
    ['mail', async () => news.mail && deps.mailer.send(news.mail)],
  ];
  for (const [channel, send] of channels) {
    try {
      await send();
    } catch (error) {
      deps.log.warn({ err: error, channel, path: news.path }, 'telling the reader failed on one channel');
    }
  }
}
