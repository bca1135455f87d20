import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { testDatabases } from './databases.js';
import { LOGO_PNG as LOGO, pngHeaderClaiming, pngOfSize, SVG_LABELLED_PNG } from './images.js';
import { lastInvitationLink } from './invitation-link.js';
import { buildPersonalApp, publishedAd, userWithCalendar } from './personal.js';
import { decodeQr } from './qr-reader.js';
import { callAs, insertTestUser, signUpAndVerify, type TestUser } from './users.js';

const API_URL = 'https://api.patro.example';
const WEB = 'http://localhost:3000';

describe.each(testDatabases())('organisations and public calendars on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let head: TestUser;
  let stranger: TestUser;
  let orgId: string;
  let calendarId: number;
  let publicUrl: string;
  let token: string;

  beforeAll(async () => {
    database = await open();
    app = await buildPersonalApp(database, { apiUrl: API_URL });
    ({ user: head } = await userWithCalendar(app, database, {
      email: 'head@school.example',
      fullName: 'Head Teacher',
    }));
    ({ user: stranger } = await userWithCalendar(app, database));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const call = callAs(() => app);

  const lastLink = (to: string) => lastInvitationLink(database, to);

  it('an organisation publishes a calendar → a visitor opens the link and the QR code’s URL → subscribes after signing up → a new event reaches their month and feed', async () => {
    const created = await call('POST', '/api/v1/organizations', head, {
      name: 'श्री जनता माध्यमिक विद्यालय',
      description: 'School calendar: exams, holidays and parents’ days',
      contact_email: 'office@school.example',
      contact_phone: '+977 1 4412345',
      logo: LOGO,
    });
    expect(created.statusCode, created.body).toBe(201);
    orgId = created.json().organization.id;
    expect(created.json().organization).toMatchObject({ role: 'owner', contact_phone: '+977 1 4412345' });
    const logoUrl = created.json().organization.logo_url as string;
    const logo = await app.inject({ url: logoUrl.replace(API_URL, '') });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toContain('public');

    const calendar = await call('POST', `/api/v1/organizations/${orgId}/calendars?lang=en`, head, {
      name: 'School events',
      colour: '#7b1fa2',
    });
    expect(calendar.statusCode, calendar.body).toBe(201);
    calendarId = calendar.json().calendar.id;
    // Parents' day on Mangsir 5 2081 (20 November 2024 by the published calendar).
    const event = await call('POST', '/events', head, {
      calendar_id: calendarId,
      title: 'Parents’ day',
      base: 'BS',
      date: '2081-08-05',
      all_day: false,
      start_time: '10:00',
      repeat: { frequency: 'none' },
    });
    expect(event.statusCode, event.body).toBe(201);
    expect(publishedAd.get('2081-08-05')).toBe('2024-11-20');

    // Not moderator until a calendar is public and modifiable.
    expect((await call('GET', '/authenticated-user', head)).json().organizations).toEqual([
      { id: orgId, name: 'श्री जनता माध्यमिक विद्यालय', role: 'owner', moderator: 0 },
    ]);
    const published = await call('POST', '/calendar/publish', head, {
      calendar_id: calendarId,
      is_public: 1,
    });
    expect(published.statusCode, published.body).toBe(200);
    token = published.json().public_token;
    publicUrl = published.json().public_url;
    expect(publicUrl).toBe(`${WEB}/public/calendar/${token}`);
    expect((await call('GET', '/authenticated-user', head)).json().organizations[0].moderator).toBe(1);

    // The QR code, read as a phone would, is the public link; the SVG carries the school's name.
    const qr = await call(
      'POST',
      `/api/v1/calendars/${calendarId}/generate-qr?url=${encodeURIComponent(publicUrl)}`,
      head,
    );
    expect(qr.statusCode, qr.body).toBe(200);
    expect(qr.json().svg).toContain('श्री जनता माध्यमिक विद्यालय');
    expect(qr.json().svg).toMatch(/^<svg /);
    expect(decodeQr(qr.json().png)).toBe(publicUrl);

    // A visitor opens the public link: the month of Mangsir 2081 with the event, the organisation, an iCal link.
    const visitor = await call(
      'GET',
      `/api/v1/public/calendar/${token}?calendar_type=BS&year=2081&month=8&lang=en`,
    );
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.headers['cache-control']).toBe('public, max-age=60');
    const data = visitor.json().data;
    expect(data.organization).toMatchObject({ name: 'श्री जनता माध्यमिक विद्यालय', logo_url: logoUrl });
    expect(data.calendar).toMatchObject({ id: calendarId, name: 'School events' });
    expect(data.events['2081']['8']['5'].map((e: { jtl: string }) => e.jtl)).toEqual(['Parents’ day']);
    const ics = await app.inject({ url: data.ical_url.replace(API_URL, '') });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('SUMMARY:Parents’ day');
    expect(ics.body).toContain('DTSTART:20241120T041500Z');

    // The visitor signs up and subscribes.
    const { access_token: parentToken } = await signUpAndVerify(app, {
      fullName: 'Parent',
      email: 'parent@example.com',
      password: 'correct horse battery',
    });
    const parent: TestUser = {
      id: '',
      email: 'parent@example.com',
      token: parentToken,
      headers: { authorization: `Bearer ${parentToken}` },
    };
    const sub = await call('POST', `/api/v1/calendars/${calendarId}/subscribe`, parent, {
      public_token: token,
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const shared = (await call('GET', '/users/calendars', parent)).json().data.shared_calendars;
    expect(shared).toMatchObject([
      { id: calendarId, access: 'subscriber', organization_name: 'श्री जनता माध्यमिक विद्यालय' },
    ]);

    // The school adds an exam; it appears in the parent's month and feed, read-only.
    const exam = await call('POST', '/events', head, {
      calendar_id: calendarId,
      title: 'Terminal exam',
      base: 'BS',
      date: '2081-08-10',
      all_day: true,
      repeat: { frequency: 'none' },
    });
    expect(exam.statusCode).toBe(201);
    const month = (await call('GET', '/calendars?calendar_type=BS&year=2081&month=8&lang=en', parent)).json()
      .data;
    const examDay = month.events['2081']['8']['10'].events.filter(
      (e: { jci: number }) => e.jci === calendarId,
    );
    expect(examDay.map((e: { jtl: string }) => e.jtl)).toEqual(['Terminal exam']);
    expect(JSON.parse(examDay[0].jds)).toMatchObject({ editable: false });
    const feed = await app.inject({ url: (shared[0].ical_url as string).replace(API_URL, '') });
    expect(feed.body).toContain('SUMMARY:Terminal exam');
    // Subscribers read, never write.
    expect(
      (await call('PUT', `/events/${exam.json().event.id}`, parent, { title: 'No exam' })).statusCode,
    ).toBe(403);
    // The events of one day by id, for a reader.
    const day = await call('GET', `/api/v1/calendars/${calendarId}/events?bs=2081-08-10&lang=en`, parent);
    expect(day.json().data.map((e: { jtl: string }) => e.jtl)).toEqual(['Terminal exam']);
    const byAd = await call('GET', `/api/v1/calendars/${calendarId}/events?ad=2024-11-20&lang=en`, parent);
    expect(byAd.json().data.map((e: { jtl: string }) => e.jtl)).toEqual(['Parents’ day']);
    const monthList = await call(
      'GET',
      `/api/v1/calendars/${calendarId}/events?bs=2081-08-01&range=month`,
      parent,
    );
    expect(monthList.json().data.map((e: { jtl: string }) => e.jtl)).toEqual([
      'Parents’ day',
      'Terminal exam',
    ]);

    // The subscriber list shows the parent.
    const subscribers = (await call('GET', `/api/v1/organizations/${orgId}/subscribers`, head)).json();
    expect(subscribers.data.map((s: { email: string }) => s.email)).toEqual(['parent@example.com']);

    // Regenerating ends the old link; unpublishing ends the subscription's reading too.
    const regenerated = await call('POST', '/calendar/publish', head, {
      calendar_id: calendarId,
      is_public: true,
      regenerate: true,
    });
    const newToken = regenerated.json().public_token as string;
    expect(newToken).not.toBe(token);
    expect((await call('GET', `/api/v1/public/calendar/${token}`)).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/v1/public/calendar/${token}/calendar.ics` })).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/public/calendar/${newToken}`)).statusCode).toBe(200);
    const oldQr = await call(
      'POST',
      `/api/v1/calendars/${calendarId}/generate-qr?url=${encodeURIComponent(publicUrl)}`,
      head,
    );
    expect(oldQr.statusCode).toBe(400);
    expect(oldQr.json().message).toContain('url');
    token = newToken;
    publicUrl = regenerated.json().public_url;
  });

  it('moderators by invitation: run the calendars (not the organisation); subscribers by invitation follow the public calendars', async () => {
    const invite = await call('POST', `/api/v1/organizations/${orgId}/invite`, head, {
      email: 'teacher@school.example',
      role: 'moderator',
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const { url, token: inviteToken } = await lastLink('teacher@school.example');
    expect(url.pathname).toBe('/invite/organization');
    expect(url.search).toBe('');
    const preview = await call('POST', '/api/v1/invitations/preview', undefined, {
      token: inviteToken,
      kind: 'organization',
    });
    expect(preview.json()).toMatchObject({
      kind: 'organization',
      level: 'moderator',
      organization: { id: orgId, has_logo: true },
    });
    const teacher = await insertTestUser(app, database.db, { email: 'teacher@school.example' });
    const wrong = await call('POST', '/api/v1/organizations/-/accept-invitation', stranger, {
      token: inviteToken,
    });
    expect(wrong.statusCode).toBe(403);
    const ok = await call('POST', '/api/v1/organizations/-/accept-invitation', teacher, {
      token: inviteToken,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      (await call('POST', '/api/v1/organizations/-/accept-invitation', teacher, { token: inviteToken }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/authenticated-user', teacher)).json().organizations).toMatchObject([
      { id: orgId, role: 'moderator', moderator: 1 },
    ]);
    // A moderator adds events and invites subscribers, but cannot change the organisation or invite moderators.
    expect(
      (
        await call('POST', '/events', teacher, {
          calendar_id: calendarId,
          title: 'Sports day',
          base: 'AD',
          date: '2024-12-01',
          all_day: true,
          repeat: { frequency: 'none' },
        })
      ).statusCode,
    ).toBe(201);
    expect((await call('PUT', `/api/v1/organizations/${orgId}`, teacher, { name: 'Mine' })).statusCode).toBe(
      403,
    );
    expect(
      (
        await call('POST', `/api/v1/organizations/${orgId}/invite`, teacher, {
          email: 'x@example.com',
          role: 'moderator',
        })
      ).statusCode,
    ).toBe(403);
    const subInvite = await call('POST', `/api/v1/organizations/${orgId}/invite`, teacher, {
      email: 'guardian@example.com',
      role: 'subscriber',
    });
    expect(subInvite.statusCode, subInvite.body).toBe(201);
    const guardian = await insertTestUser(app, database.db, { email: 'guardian@example.com' });
    const { token: subToken } = await lastLink('guardian@example.com');
    expect(
      (await call('POST', '/api/v1/organizations/-/accept-invitation', guardian, { token: subToken }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/users/calendars', guardian)).json().data.shared_calendars).toMatchObject([
      { id: calendarId, access: 'subscriber' },
    ]);
    const org = (await call('GET', `/api/v1/organizations/${orgId}?lang=en`, teacher)).json();
    expect(org.members.map((m: { role: string }) => m.role)).toEqual(['moderator', 'owner']);
    expect(org.calendars[0]).toMatchObject({ id: calendarId, public_url: publicUrl, subscriber_count: 2 });
    expect(org.invitations.map((i: { email: string; state: string }) => [i.email, i.state])).toEqual([
      ['guardian@example.com', 'accepted'],
      ['teacher@school.example', 'accepted'],
    ]);
    // Each moderator's feed link is their own (ADR 164); both serve the calendar's events.
    const feedPath = (u: string) => u.replace(API_URL, '');
    const teacherFeed = feedPath(org.calendars[0].ical_url);
    const headOrg = (await call('GET', `/api/v1/organizations/${orgId}?lang=en`, head)).json();
    const headFeed = feedPath(headOrg.calendars[0].ical_url);
    expect(teacherFeed).not.toBe(headFeed);
    const listed = (await call('GET', '/users/calendars', teacher)).json().data.shared_calendars;
    expect(feedPath(listed.find((c: { id: number }) => c.id === calendarId).ical_url)).toBe(teacherFeed);
    expect((await app.inject({ url: teacherFeed })).body).toContain('SUMMARY:Sports day');
    // The owner removes the moderator: the calendars are out of reach at once, their feed link too.
    expect(
      (await call('DELETE', `/api/v1/organizations/${orgId}/members/${teacher.id}`, head)).statusCode,
    ).toBe(200);
    expect((await call('GET', `/calendar-events/${calendarId}`, teacher)).statusCode).toBe(404);
    expect((await app.inject({ url: teacherFeed })).statusCode).toBe(404);
    expect((await app.inject({ url: headFeed })).body).toContain('SUMMARY:Sports day');
  });

  it('unpublishing hides the calendar from its link and its subscribers; only organisation calendars can be published', async () => {
    const guardianMonth = async () => {
      const guardian = await insertTestUser(app, database.db);
      await call('POST', `/api/v1/calendars/${calendarId}/subscribe`, guardian, { public_token: token });
      return guardian;
    };
    const reader = await guardianMonth();
    expect(
      (await call('GET', `/api/v1/calendars/${calendarId}/events?bs=2081-08-10`, reader)).statusCode,
    ).toBe(200);
    const off = await call('POST', '/calendar/publish', head, { calendar_id: calendarId, is_public: false });
    expect(off.json()).toMatchObject({ message: 'Calendar is private again', public_token: null });
    expect((await call('GET', `/api/v1/public/calendar/${token}`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/v1/calendars/${calendarId}/events?bs=2081-08-10`, reader)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/users/calendars', reader)).json().data.shared_calendars).toEqual([]);
    expect(
      (await call('POST', `/api/v1/calendars/${calendarId}/subscribe`, stranger, { public_token: token }))
        .statusCode,
    ).toBe(404);
    const qr = await call(
      'POST',
      `/api/v1/calendars/${calendarId}/generate-qr?url=${encodeURIComponent(publicUrl)}`,
      head,
    );
    expect(qr.statusCode).toBe(409);

    const personal = (await call('GET', '/users/calendars', head)).json().data.calendars[0].id;
    const refused = await call('POST', '/calendar/publish', head, { calendar_id: personal, is_public: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('calendar_id');
    const back = await call('POST', '/calendar/publish', head, { calendar_id: calendarId, is_public: 1 });
    expect(back.json().public_token).not.toBe(token);
  });

  it('a new public link: the old token subscribes nobody, by link or by id; subscribers stay (ADR 115)', async () => {
    const subscribe = (user: TestUser, publicToken?: string) =>
      call(
        'POST',
        `/api/v1/calendars/${calendarId}/subscribe`,
        user,
        publicToken === undefined ? {} : { public_token: publicToken },
      );
    const current = (
      await call('POST', '/calendar/publish', head, { calendar_id: calendarId, is_public: 1 })
    ).json().public_token as string;
    const follower = await insertTestUser(app, database.db);
    expect((await subscribe(follower, current)).statusCode).toBe(200);
    // Only someone who kept the old link: the id alone, or with the old token, is not enough.
    const latecomer = await insertTestUser(app, database.db);
    const missing = await subscribe(latecomer);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('public_token');
    const renewed = (
      await call('POST', '/calendar/publish', head, {
        calendar_id: calendarId,
        is_public: 1,
        regenerate: true,
      })
    ).json().public_token as string;
    expect(renewed).not.toBe(current);
    const stale = await subscribe(latecomer, current);
    expect(stale.statusCode).toBe(404);
    expect(stale.json().message).toBe('Calendar not found');
    expect((await call('GET', `/api/v1/public/calendar/${current}`)).statusCode).toBe(404);
    expect((await call('GET', '/users/calendars', latecomer)).json().data.shared_calendars).toEqual([]);
    // A token of another published calendar does not open this one.
    const other = (
      await call('POST', `/api/v1/organizations/${orgId}/calendars`, head, {
        name: 'Sports',
        colour: '#1976d2',
      })
    ).json().calendar.id as number;
    const otherToken = (
      await call('POST', '/calendar/publish', head, { calendar_id: other, is_public: 1 })
    ).json().public_token as string;
    expect((await subscribe(latecomer, otherToken)).statusCode).toBe(404);
    // The follower keeps the calendar through the new link (ADR 113: subscribed while published).
    expect(
      (await call('GET', `/api/v1/calendars/${calendarId}/events?bs=2081-08-05`, follower)).statusCode,
    ).toBe(200);
    // Whoever has the new link subscribes.
    expect((await subscribe(latecomer, renewed)).statusCode).toBe(200);
    expect(
      (await call('GET', '/users/calendars', latecomer))
        .json()
        .data.shared_calendars.map((c: { id: number }) => c.id),
    ).toEqual([calendarId]);
    // The limits test below counts this organisation's calendars.
    expect((await call('DELETE', `/calendars/${other}`, head)).statusCode).toBe(200);
  });

  it('limits: calendars per organisation and organisations per owner, with a clear message', async () => {
    for (let i = 0; i < 49; i++) {
      const r = await call('POST', `/api/v1/organizations/${orgId}/calendars`, head, {
        name: `Class ${i + 1}`,
        colour: '#1976d2',
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    const over = await call('POST', `/api/v1/organizations/${orgId}/calendars`, head, {
      name: 'One more',
      colour: '#1976d2',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('An organisation can have at most 50 calendars; delete one first');
    const founder = await insertTestUser(app, database.db);
    for (let i = 0; i < 10; i++) {
      expect((await call('POST', '/api/v1/organizations', founder, { name: `Club ${i}` })).statusCode).toBe(
        201,
      );
    }
    const eleventh = await call('POST', '/api/v1/organizations', founder, { name: 'Club 11' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('You can own at most 10 organisations');
  });

  it('takes a logo of 200 KB, the size the form promises, and refuses one byte more', async () => {
    const full = await call('POST', '/api/v1/organizations', head, {
      name: 'Photo club',
      logo: pngOfSize(200 * 1024),
    });
    expect(full.statusCode, full.body).toBe(201);
    const over = await call('POST', '/api/v1/organizations', head, {
      name: 'Photo club',
      logo: pngOfSize(200 * 1024 + 1),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('logo');
  });

  it('bad input is a 400 naming the field', async () => {
    const cases: [string, string, Record<string, unknown> | undefined, string][] = [
      ['POST', '/api/v1/organizations', { name: 'A' }, 'name'],
      ['POST', '/api/v1/organizations', { name: 'Club', contact_email: 'nope' }, 'contact_email'],
      ['POST', '/api/v1/organizations', { name: 'Club', contact_phone: 'call me' }, 'contact_phone'],
      ['POST', '/api/v1/organizations', { name: 'Club', logo: 'data:image/gif;base64,AAAA' }, 'logo'],
      // The bytes decide, not the label (hardening): SVG called PNG, a PNG called JPEG, a 30000 px PNG.
      ['POST', '/api/v1/organizations', { name: 'Club', logo: SVG_LABELLED_PNG }, 'logo'],
      [
        'POST',
        '/api/v1/organizations',
        { name: 'Club', logo: LOGO.replace('image/png', 'image/jpeg') },
        'logo',
      ],
      ['POST', '/api/v1/organizations', { name: 'Club', logo: pngHeaderClaiming(30_000, 30_000) }, 'logo'],
      ['PUT', '/api/v1/organizations/not-a-uuid', { name: 'Club' }, 'orgId'],
      ['POST', `/api/v1/organizations/${orgId}/calendars`, { name: 'X', colour: '#123456' }, 'colour'],
      ['POST', `/api/v1/organizations/${orgId}/invite`, { email: 'x@example.com', role: 'owner' }, 'role'],
      ['POST', '/calendar/publish', { calendar_id: 'abc', is_public: 1 }, 'calendar_id'],
      ['POST', '/calendar/publish', { calendar_id: calendarId, is_public: 'yes' }, 'is_public'],
      ['GET', '/api/v1/public/calendar/short', undefined, 'token'],
      ['GET', `/api/v1/public/calendar/${'x'.repeat(32)}?month=13`, undefined, 'month'],
      ['POST', `/api/v1/calendars/${calendarId}/generate-qr`, undefined, 'url'],
      ['GET', `/api/v1/calendars/${calendarId}/events`, undefined, 'bs'],
      ['GET', `/api/v1/calendars/${calendarId}/events?bs=2081-13-01`, undefined, 'bs'],
      ['GET', `/api/v1/calendars/${calendarId}/events?ad=2024-02-30`, undefined, 'ad'],
      ['GET', `/api/v1/organizations/${orgId}/subscribers?per_page=1000`, undefined, 'per_page'],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await call(method as 'GET', url, head, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json().message, `${method} ${url}`).toContain(field);
    }
  });
});
