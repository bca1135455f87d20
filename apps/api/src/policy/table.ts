/**
 * Who may do what (DESIGN decision 10, ADR 152): the product's one table of rights. Every action
 * is a typed name declared once in ACTIONS with the thing it acts on and the error code of its refusal;
 * every relation a caller can hold — a role on their account, or their relation to one calendar,
 * organisation, request or campaign — is a row of GRANTS naming the actions it gives. A new module
 * adds actions and rows here, never a mechanism of its own.
 */

import type { ErrorCode } from '@patro/contracts/errors';

/** The things an action acts on, each with the action that shows it exists and how its absence reads. */
export const RESOURCES = {
  /** The product itself: the admin area, the sources, the roles. Nothing to hide, so refusals are 403. */
  product: { sees: null, notFound: null },
  calendar: { sees: 'calendar.read', notFound: 'calendar_not_found' },
  organization: { sees: 'organization.read', notFound: 'organization_not_found' },
  /** A paramarsha request: the reader's birth details and the astrologer's answer. */
  'paramarsha-request': { sees: 'paramarsha.request.read', notFound: 'request_not_found' },
  /** An advertiser's campaign and its report. */
  campaign: { sees: 'ads.campaign.report.read', notFound: 'campaign_not_found' },
  /** A talk-with-us thread. */
  'support-thread': { sees: 'support.thread.read', notFound: 'conversation_not_found' },
  // Vehicle bluebook (issue 27): a reader's saved vehicle.
  vehicle: { sees: 'bluebook.vehicle.read', notFound: 'vehicle_not_found' },
} as const satisfies Record<string, { sees: string | null; notFound: ErrorCode | null }>;

export type ResourceKind = keyof typeof RESOURCES;

const NO_PERMISSION = 'forbidden';
const CALENDAR_OWNER_ONLY = 'calendar_owner_only';
const ORGANIZATION_OWNER_ONLY = 'organization_owner_only';

/** Every action the product checks: what it acts on, and what a caller who sees the thing but lacks the right is told (403). */
export const ACTIONS = {
  // One calendar (ADR 110).
  'calendar.read': { on: 'calendar', refusal: 'calendar_not_found' },
  'calendar.events.write': {
    on: 'calendar',
    refusal: 'calendar_read_only',
  },
  'calendar.share.manage': {
    on: 'calendar',
    refusal: 'calendar_managers_only',
  },
  /** Demote or remove a manager: a manager may invite managers, but only the owner undoes that. */
  'calendar.managers.manage': {
    on: 'calendar',
    refusal: 'manager_change_owner_only',
  },
  /** A member raising or lowering their own level: nobody holds it. */
  'calendar.share.own-level.change': { on: 'calendar', refusal: 'own_level' },
  /** Rename, delete, publish, its QR code. */
  'calendar.administer': { on: 'calendar', refusal: CALENDAR_OWNER_ONLY },

  // One organisation (ADR 113).
  'organization.read': { on: 'organization', refusal: 'organization_not_found' },
  'organization.update': { on: 'organization', refusal: ORGANIZATION_OWNER_ONLY },
  'organization.delete': { on: 'organization', refusal: ORGANIZATION_OWNER_ONLY },
  'organization.calendars.manage': { on: 'organization', refusal: ORGANIZATION_OWNER_ONLY },
  'organization.subscribers.invite': { on: 'organization', refusal: ORGANIZATION_OWNER_ONLY },
  'organization.moderators.invite': { on: 'organization', refusal: ORGANIZATION_OWNER_ONLY },
  'organization.members.remove': { on: 'organization', refusal: ORGANIZATION_OWNER_ONLY },

  // The product (ADR 121, 134).
  /** The admin area's menu and `GET /admin/me`. */
  'admin.area.open': { on: 'product', refusal: NO_PERMISSION },
  /** Running the product: the spec's admin flag (§6). */
  'admin.run': { on: 'product', refusal: NO_PERMISSION },
  'admin.sources.read': { on: 'product', refusal: NO_PERMISSION },
  'admin.sources.fetch': { on: 'product', refusal: NO_PERMISSION },
  'admin.feeds.manage': { on: 'product', refusal: NO_PERMISSION },
  'admin.radios.manage': { on: 'product', refusal: NO_PERMISSION },
  'admin.calendar-years.publish': { on: 'product', refusal: NO_PERMISSION },
  'admin.roles.grant-astrologer': { on: 'product', refusal: NO_PERMISSION },
  'admin.roles.grant-admin': { on: 'product', refusal: NO_PERMISSION },
  'rashifal.write': { on: 'product', refusal: NO_PERMISSION },

  // Declared by the spec and DESIGN decision 10 for the modules being built.
  /** The ad-free premium view and its banner slots (spec §6). */
  'ads.skip': { on: 'product', refusal: NO_PERMISSION },
  'subscriptions.packages.manage': { on: 'product', refusal: NO_PERMISSION },
  'payments.refund': { on: 'product', refusal: NO_PERMISSION },
  // Payments (ADR 235, 236): the trials granted, and mailing a payment's receipt again.
  'payments.trials.read': { on: 'product', refusal: NO_PERMISSION },
  'payments.receipts.resend': { on: 'product', refusal: NO_PERMISSION },
  'ads.campaigns.manage': { on: 'product', refusal: NO_PERMISSION },
  'ads.campaign.report.read': { on: 'campaign', refusal: 'campaign_not_found' },
  'paramarsha.services.manage': { on: 'product', refusal: NO_PERMISSION },
  'paramarsha.requests.assign': { on: 'product', refusal: NO_PERMISSION },
  'paramarsha.request.read': { on: 'paramarsha-request', refusal: 'request_not_found' },
  'paramarsha.request.answer': {
    on: 'paramarsha-request',
    refusal: 'request_not_assigned',
  },
  'quiz.questions.write': { on: 'product', refusal: NO_PERMISSION },
  'quiz.questions.review': { on: 'product', refusal: NO_PERMISSION },
  'support.inbox.read': { on: 'product', refusal: NO_PERMISSION },
  'support.thread.read': { on: 'support-thread', refusal: 'conversation_not_found' },
  'support.thread.reply': { on: 'support-thread', refusal: NO_PERMISSION },
  'bluebook.renewals.handle': { on: 'product', refusal: NO_PERMISSION },
  // Talk with us (issue 29; ADR 195): admins name the support staff.
  'admin.roles.grant-support': { on: 'product', refusal: NO_PERMISSION },
  // Quiz (ADR 177): admins name the quiz bank's editors.
  'admin.roles.grant-editor': { on: 'product', refusal: NO_PERMISSION },
  // Vehicle bluebook (issue 27, ADR 212): one saved vehicle, and the rate tables' admin screen.
  'bluebook.vehicle.read': { on: 'vehicle', refusal: 'vehicle_not_found' },
  'bluebook.vehicle.write': { on: 'vehicle', refusal: 'vehicle_owner_only' },
  'bluebook.rates.read': { on: 'product', refusal: NO_PERMISSION },
  /** The service fee of renewals paid through Patro (ADR 240): null until an admin sets it. */
  'bluebook.fee.manage': { on: 'product', refusal: NO_PERMISSION },
  // Support pages (ADR 191): editing /faq and /marketplace/faq.
  'support.faq.write': { on: 'product', refusal: NO_PERMISSION },
} as const satisfies Record<string, { on: ResourceKind; refusal: ErrorCode }>;

export type Action = keyof typeof ACTIONS;

/** Actions on a calendar, an organisation, … */
export type ActionOn<K extends ResourceKind> = {
  [A in Action]: (typeof ACTIONS)[A]['on'] extends K ? A : never;
}[Action];

const CALENDAR_MEMBER = ['calendar.read'] as const;
const RUNS_THE_PRODUCT = [
  'admin.area.open',
  'admin.run',
  'admin.sources.read',
  'admin.sources.fetch',
  'admin.feeds.manage',
  'admin.radios.manage',
  'admin.calendar-years.publish',
  'admin.roles.grant-astrologer',
  'rashifal.write',
  'subscriptions.packages.manage',
  'payments.refund',
  // Payments (ADR 235, 236).
  'payments.trials.read',
  'payments.receipts.resend',
  'ads.campaigns.manage',
  'ads.campaign.report.read',
  'paramarsha.services.manage',
  'paramarsha.requests.assign',
  'paramarsha.request.read',
  'quiz.questions.write',
  'quiz.questions.review',
  'support.inbox.read',
  'support.thread.read',
  'support.thread.reply',
  'bluebook.renewals.handle',
  // Talk with us (ADR 195).
  'admin.roles.grant-support',
  // Quiz (ADR 177)
  'admin.roles.grant-editor',
  // Vehicle bluebook (issue 27): admins read any vehicle (not change it) and the rate tables.
  'bluebook.vehicle.read',
  'bluebook.rates.read',
  'bluebook.fee.manage',
  // Support pages (ADR 191).
  'support.faq.write',
] as const satisfies readonly Action[];

/**
 * What each relation gives. Account roles (`users.roles`, read from the database on every staff
 * call, ADR 121) give nothing on calendars or organisations: private calendars stay private, even
 * to an admin (ADR 110).
 */
export const GRANTS = {
  // Roles on the account.
  /** Holds a current ad-free entitlement (computed from the entitlement and its expiry). */
  subscriber: ['ads.skip'],
  /** Writes rashifal; reads the paramarsha queue (requests assigned to it: `paramarsha-request.assignee`). */
  astrologer: ['admin.area.open', 'rashifal.write'],
  /** The talk-with-us inbox and paid bluebook renewals. */
  support: [
    'admin.area.open',
    'support.inbox.read',
    'support.thread.read',
    'support.thread.reply',
    'bluebook.renewals.handle',
  ],
  /** Opens the admin area for the reports of its own campaigns only (`campaign.advertiser`). */
  advertiser: ['admin.area.open'],
  /** Writes and reviews the quiz bank. */
  editor: ['admin.area.open', 'quiz.questions.write', 'quiz.questions.review'],
  admin: RUNS_THE_PRODUCT,
  /** Also names admins; the role itself comes only from `ADMIN_EMAILS` (ADR 121). */
  'super-admin': [...RUNS_THE_PRODUCT, 'admin.roles.grant-admin'],

  // Relations to one calendar (ADR 110).
  'calendar.owner': [
    'calendar.read',
    'calendar.events.write',
    'calendar.share.manage',
    'calendar.managers.manage',
    'calendar.administer',
  ],
  'calendar.manager': ['calendar.read', 'calendar.events.write', 'calendar.share.manage'],
  'calendar.editor': ['calendar.read', 'calendar.events.write'],
  'calendar.viewer': CALENDAR_MEMBER,
  /** Follows a published calendar (an organisation's subscriber follows each of its published calendars). */
  'calendar.subscriber': CALENDAR_MEMBER,

  // Relations to one organisation (ADR 113): its members are its owner and its moderators.
  'organization.owner': [
    'organization.read',
    'organization.update',
    'organization.delete',
    'organization.calendars.manage',
    'organization.subscribers.invite',
    'organization.moderators.invite',
    'organization.members.remove',
  ],
  'organization.moderator': [
    'organization.read',
    'organization.calendars.manage',
    'organization.subscribers.invite',
  ],

  // Relations to one's own things in the modules being built.
  'paramarsha-request.requester': ['paramarsha.request.read'],
  'paramarsha-request.assignee': ['paramarsha.request.read', 'paramarsha.request.answer'],
  'campaign.advertiser': ['ads.campaign.report.read'],
  'support-thread.author': ['support.thread.read', 'support.thread.reply'],
  // Vehicle bluebook (issue 27).
  'vehicle.owner': ['bluebook.vehicle.read', 'bluebook.vehicle.write'],
} as const satisfies Record<string, readonly Action[]>;

export type Relation = keyof typeof GRANTS;

/** Roles an account holds: `users.roles`, and `subscriber` while an ad-free entitlement lasts. */
export const ACCOUNT_ROLES = [
  'subscriber',
  'astrologer',
  'support',
  'advertiser',
  'editor',
  'admin',
  'super-admin',
] as const satisfies readonly Relation[];
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
