import { expect } from '@playwright/test';
import { apiFrom, signUpVerified } from './helpers';

/**
 * An organisation with one published calendar and one event (BS 2082-09-05), made through the
 * API: the public page's specs start from it. `path` is the public link's path.
 */
export async function publishedCalendar(name: string) {
  const suffix = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const { accessToken: token } = await signUpVerified({
    fullName: 'Head Teacher',
    email: `head-${suffix}@example.com`,
    password: 'correct horse battery',
  });
  const org = await apiFrom(
    'POST',
    '/api/v1/organizations',
    { name: `${name} School`, description: 'Exams, holidays and parents day' },
    token,
  );
  expect(org.status, JSON.stringify(org.body)).toBeLessThan(300);
  const orgId = String((org.body.organization as { id: string }).id);
  const cal = await apiFrom(
    'POST',
    `/api/v1/organizations/${orgId}/calendars`,
    { name, colour: '#7b1fa2' },
    token,
  );
  expect(cal.status, JSON.stringify(cal.body)).toBeLessThan(300);
  const calendarId = Number((cal.body.calendar as { id: number }).id);
  const event = await apiFrom(
    'POST',
    '/events',
    {
      calendar_id: calendarId,
      title: 'Parents day',
      base: 'BS',
      date: '2082-09-05',
      all_day: true,
      repeat: { frequency: 'none' },
    },
    token,
  );
  expect(event.status, JSON.stringify(event.body)).toBeLessThan(300);
  const publish = (body: { is_public: 0 | 1; regenerate?: boolean }) =>
    apiFrom('POST', '/calendar/publish', { calendar_id: calendarId, ...body }, token);
  const published = await publish({ is_public: 1 });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  const path = String(published.body.public_url).replace(/^https?:\/\/[^/]+/, '');
  return { token, calendarId, path, publish };
}
