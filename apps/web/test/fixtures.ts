import type { WireCalendar } from '@patro/contracts';

/** A calendar as GET /calendars sends it, for tests that build month payloads by hand. */
export function wireCalendar(id: number, name: string, colour: string, isDefault: 0 | 1): WireCalendar {
  return {
    id,
    calendar_id: id,
    is_default: isDefault,
    display: 1,
    default_calendar: isDefault,
    org_id: null,
    name,
    colour,
    is_public: isDefault,
    is_modifiable: isDefault === 1 ? 0 : 1,
    priority: id,
    slug: null,
  };
}
