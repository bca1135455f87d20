/** Web Push (ADR 141, 144, 146): what a browser can ask to be pushed, shared by the API and the web. */

/** The topics a device may choose: the morning summary, festival eves, reminders, organisations' news. */
export const PUSH_TOPICS = ['morning', 'festivals', 'reminders', 'organizations'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** A time of day written HH:MM, 00:00–23:59 (a plain pattern: browser code reads it without zod). */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** When the morning summary comes unless the reader chooses ("HH:MM" in the device's zone). */
export const DEFAULT_MORNING_TIME = '06:00';
