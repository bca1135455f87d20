import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { calendarShares, userNotifications } from '../src/db/schema.js';
import { runDueReminders } from '../src/modules/reminders/service.js';
import { testDatabases } from './databases.js';
import { lastInvitationLink } from './invitation-link.js';
import { buildPersonalApp, kathmandu, publishedAd, userWithCalendar } from './personal.js';
import { callAs, insertTestUser, signUpAndVerify, type TestUser } from './users.js';

const API_URL = 'https://api.patro.example';

/** Kartik 20 2081 (5 November 2024 by the published calendar), a yearly BS birthday. */
const birthday = (calendarId: number) => ({
  calendar_id: calendarId,
  title: 'Hajurba’s birthday',
  base: 'BS',
  date: '2010-07-20',
  all_day: true,
  repeat: { frequency: 'yearly' },
  event_type: 'birthday',
});

describe.each(testDatabases())('shared calendars on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let owner: TestUser;
  let stranger: TestUser;
  let familyId: number;
  let birthdayId: number;

  beforeAll(async () => {
    database = await open();
    app = await buildPersonalApp(database, { apiUrl: API_URL });
    ({ user: owner } = await userWithCalendar(app, database, {
      email: 'aama@example.com',
      fullName: 'Aama',
    }));
    ({ user: stranger } = await userWithCalendar(app, database, { email: 'stranger@example.com' }));
    const family = await call('POST', '/calendars/', owner, { name: 'Family', colour: '#388e3c' });
    familyId = family.json().calendar.id;
    const event = await call('POST', '/events', owner, birthday(familyId));
    expect(event.statusCode, event.body).toBe(201);
    birthdayId = event.json().event.id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const call = callAs(() => app);

  /** The token of the newest invitation mailed to `to`, read from the link as the invitee would. */
  const invitationLink = (to: string) => lastInvitationLink(database, to);

  const monthTitles = async (user: TestUser) => {
    const response = await call('GET', '/calendars?calendar_type=BS&year=2081&month=7&lang=en', user);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    const day = data.events['2081']['7']['20'];
    return {
      calendars: data.calendars as { id: number; colour: string; name: string }[],
      mine: (day.events as { jtl: string; jci: number; jds: string }[]).filter((e) => e.jci === familyId),
    };
  };

  async function signUp(email: string, fullName: string): Promise<TestUser> {
    const { access_token: token } = await signUpAndVerify(app, {
      fullName,
      email,
      password: 'correct horse battery',
    });
    const me = await app.inject({
      url: '/authenticated-user',
      headers: { authorization: `Bearer ${token}` },
    });
    return { id: me.json().id, email, token, headers: { authorization: `Bearer ${token}` } };
  }

  it('family journey: invite by e-mail → sign up from the link → accept → month, colour, feed → editor edits → lowered to viewer → removed', async () => {
    const invite = await call('POST', `/api/v1/calendars/${familyId}/users/-/invite`, owner, {
      email: 'Bhai@Example.com',
      level: 'editor',
    });
    expect(invite.statusCode, invite.body).toBe(201);
    expect(invite.json()).toMatchObject({
      message: 'Invitation sent',
      invited: [{ email: 'bhai@example.com', level: 'editor', state: 'pending' }],
    });

    // The mail links to /invite/calendar with the token in the fragment (never sent to a server).
    const { mail, url, token, calendar } = await invitationLink('bhai@example.com');
    expect(mail.subject).toContain('Aama shared the calendar “Family”');
    expect(url.origin + url.pathname).toBe('http://localhost:3000/invite/calendar');
    expect(url.search).toBe('');
    expect(calendar).toBe(familyId);
    // Only the hash is stored.
    const [stored] = await database.db
      .select()
      .from(calendarShares)
      .where(eq(calendarShares.email, 'bhai@example.com'));
    expect(stored!.tokenHash).not.toBe(token);
    expect(JSON.stringify(stored)).not.toContain(token);

    const preview = await call('POST', '/api/v1/invitations/preview', undefined, { token, kind: 'calendar' });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      kind: 'calendar',
      email: 'bhai@example.com',
      level: 'editor',
      state: 'pending',
      calendar_name: 'Family',
      invited_by: 'Aama',
    });

    // Another account cannot use the link.
    const wrong = await call('POST', `/api/v1/calendars/${familyId}/users/-/accept-invitation`, stranger, {
      token,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toContain('sent to another address');

    // The address had no account: it signs up, then accepts.
    const bhai = await signUp('bhai@example.com', 'Bhai');
    const accepted = await call('POST', `/api/v1/calendars/${familyId}/users/-/accept-invitation`, bhai, {
      token,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Invitation accepted',
      level: 'editor',
      state: 'accepted',
    });
    // Single use.
    const again = await call('POST', `/api/v1/calendars/${familyId}/users/-/accept-invitation`, bhai, {
      token,
    });
    expect(again.statusCode).toBe(404);

    // The birthday is in Bhai's month on Kartik 20 2081, in the calendar's colour, editable.
    const month = await monthTitles(bhai);
    expect(month.mine.map((e) => e.jtl)).toEqual(['Hajurba’s birthday']);
    expect(JSON.parse(month.mine[0]!.jds)).toMatchObject({ editable: true });
    expect(month.calendars.find((c) => c.id === familyId)).toMatchObject({
      colour: '#388e3c',
      name: 'Family',
    });
    // The published calendar puts Kartik 20 2081 on 5 November 2024.
    expect(publishedAd.get('2081-07-20')).toBe('2024-11-05');

    // Bhai recolours it for himself; Aama still sees her colour.
    const mine = (await call('GET', '/users/calendars?lang=en', bhai)).json().data.shared_calendars;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: familyId, access: 'editor', event_count: 1 });
    const recolour = await call('PUT', `/api/v1/calendars/${familyId}/share/${mine[0].share_id}`, bhai, {
      colour: '#D32F2F',
    });
    expect(recolour.statusCode, recolour.body).toBe(200);
    expect((await monthTitles(bhai)).calendars.find((c) => c.id === familyId)!.colour).toBe('#d32f2f');
    expect((await monthTitles(owner)).calendars.find((c) => c.id === familyId)!.colour).toBe('#388e3c');

    // His own feed has the birthday on 5 November 2024; it is not Aama's feed URL.
    const ownerFeedUrl = (await call('GET', '/users/calendars', owner))
      .json()
      .data.calendars.find((c: { id: number }) => c.id === familyId).ical_url as string;
    const feedUrl = mine[0].ical_url as string;
    expect(feedUrl).not.toBe(ownerFeedUrl);
    const feed = await app.inject({ url: feedUrl.replace(API_URL, '') });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('SUMMARY:Hajurba’s birthday');
    expect(feed.body).toContain('DTSTART;VALUE=DATE:20241105');

    // As editor he changes the event.
    const edit = await call('PUT', `/events/${birthdayId}`, bhai, { location: 'Bhaktapur' });
    expect(edit.statusCode, edit.body).toBe(200);

    // The owner lowers him to viewer: the API refuses his edit and the month marks it read-only.
    const people = await call('GET', `/api/v1/calendars/${familyId}/users?filter=editor`, owner);
    expect(people.statusCode, people.body).toBe(200);
    const person = people.json().data.find((p: { email: string }) => p.email === 'bhai@example.com');
    expect(person).toMatchObject({ level: 'editor', state: 'accepted', full_name: 'Bhai', user_id: bhai.id });
    const lower = await call('PUT', `/api/v1/calendars/${familyId}/share/${person.share_id}`, owner, {
      level: 'viewer',
    });
    expect(lower.statusCode, lower.body).toBe(200);
    const refused = await call('PUT', `/events/${birthdayId}`, bhai, { location: 'Kathmandu' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can view this calendar but not change its events');
    expect((await call('DELETE', `/events/${birthdayId}`, bhai)).statusCode).toBe(403);
    expect((await call('POST', '/events', bhai, birthday(familyId))).statusCode).toBe(403);
    expect(JSON.parse((await monthTitles(bhai)).mine[0]!.jds)).toMatchObject({
      editable: false,
      location: 'Bhaktapur',
    });

    // Removed: the calendar leaves his month, his list and his feed.
    const removed = await call('DELETE', `/api/v1/calendars/${familyId}/users/${bhai.id}/delete`, owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await monthTitles(bhai)).mine).toEqual([]);
    expect((await monthTitles(bhai)).calendars.map((c) => c.id)).not.toContain(familyId);
    expect((await call('GET', '/users/calendars', bhai)).json().data.shared_calendars).toEqual([]);
    expect((await app.inject({ url: feedUrl.replace(API_URL, '') })).statusCode).toBe(404);
    expect((await call('GET', `/calendar-events/${familyId}`, bhai)).statusCode).toBe(404);
  });

  it('declining, revoking and expiry end an invitation; a declined address can be invited again', async () => {
    const didi = await insertTestUser(app, database.db, { email: 'didi@example.com', fullName: 'Didi' });
    await call('POST', `/api/v1/calendars/${familyId}/users/-/invite`, owner, {
      email: didi.email,
      level: 'viewer',
    });
    const first = await invitationLink(didi.email);
    const declined = await call('POST', `/api/v1/calendars/${familyId}/users/-/accept-invitation`, didi, {
      token: first.token,
      accept: false,
    });
    expect(declined.json()).toMatchObject({ message: 'Invitation declined', state: 'declined' });
    expect((await monthTitles(didi)).mine).toEqual([]);

    await call('POST', `/api/v1/calendars/${familyId}/users/-/invite`, owner, {
      email: didi.email,
      level: 'viewer',
    });
    const second = await invitationLink(didi.email);
    expect(second.token).not.toBe(first.token);
    const pending = (
      await call('GET', `/api/v1/calendars/${familyId}/users?filter=pending&search=didi`, owner)
    ).json();
    expect(pending.data).toHaveLength(1);
    const revoke = await call(
      'PUT',
      `/api/v1/calendars/${familyId}/share/${pending.data[0].share_id}`,
      owner,
      {
        revoked: true,
      },
    );
    expect(revoke.statusCode, revoke.body).toBe(200);
    const afterRevoke = await call('POST', `/api/v1/calendars/${familyId}/users/-/accept-invitation`, didi, {
      token: second.token,
    });
    expect(afterRevoke.statusCode).toBe(404);
    expect(
      (
        await call('POST', '/api/v1/invitations/preview', undefined, {
          token: second.token,
          kind: 'calendar',
        })
      ).statusCode,
    ).toBe(404);

    await call('POST', `/api/v1/calendars/${familyId}/users/-/invite`, owner, {
      email: didi.email,
      level: 'viewer',
    });
    const third = await invitationLink(didi.email);
    // Fifteen days pass: the link has ended.
    await database.db
      .update(calendarShares)
      .set({ expiresAt: new Date(kathmandu('2024-10-30T00:00:00')) })
      .where(eq(calendarShares.email, didi.email));
    const expired = await call('POST', `/api/v1/calendars/${familyId}/users/-/accept-invitation`, didi, {
      token: third.token,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This invitation has expired; ask for a new one');
    const list = (await call('GET', `/api/v1/calendars/${familyId}/users?filter=expired`, owner)).json();
    expect(list.data.map((p: { email: string; state: string }) => [p.email, p.state])).toEqual([
      [didi.email, 'expired'],
    ]);
  });

  it('the people list pages, searches and filters by level and state', async () => {
    for (const [i, level] of (['viewer', 'viewer', 'editor', 'manager'] as const).entries()) {
      const r = await call('POST', `/api/v1/calendars/${familyId}/users/-/invite`, owner, {
        email: `cousin${i}@example.com`,
        level,
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    const page1 = (
      await call('GET', `/api/v1/calendars/${familyId}/users?search=cousin&per_page=3&page=1`, owner)
    ).json();
    const page2 = (
      await call('GET', `/api/v1/calendars/${familyId}/users?search=cousin&per_page=3&page=2`, owner)
    ).json();
    expect(page1.total).toBe(4);
    expect(page1.data.map((p: { email: string }) => p.email)).toEqual([
      'cousin0@example.com',
      'cousin1@example.com',
      'cousin2@example.com',
    ]);
    expect(page2.data.map((p: { email: string }) => p.email)).toEqual(['cousin3@example.com']);
    expect(page1.owner).toMatchObject({ full_name: 'Aama', email: 'aama@example.com' });
    const viewers = (
      await call('GET', `/api/v1/calendars/${familyId}/users?search=cousin&filter=viewer`, owner)
    ).json();
    expect(viewers.data.map((p: { email: string }) => p.email)).toEqual([
      'cousin0@example.com',
      'cousin1@example.com',
    ]);
    const managers = (await call('GET', `/api/v1/calendars/${familyId}/users?filter=manager`, owner)).json();
    expect(managers.data.map((p: { email: string }) => p.email)).toEqual(['cousin3@example.com']);
  });

  it('user groups: kept per user, reused to invite everyone in them, never usable by someone else', async () => {
    const created = await call('POST', '/api/v1/user-groups', owner, {
      name: 'Mama ghar',
      emails: ['Mama@example.com', 'maiju@example.com', 'mama@example.com'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json().group;
    expect(group).toMatchObject({ name: 'Mama ghar', emails: ['maiju@example.com', 'mama@example.com'] });
    expect((await call('GET', '/api/v1/user-groups', stranger)).json().data).toEqual([]);
    expect(
      (await call('PUT', `/api/v1/user-groups/${group.id}`, stranger, { name: 'Mine' })).statusCode,
    ).toBe(404);

    const invited = await call('POST', `/api/v1/calendars/${familyId}/users/-/invite`, owner, {
      group_id: group.id,
      level: 'viewer',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().message).toBe('2 invitations sent');
    expect((await invitationLink('maiju@example.com')).calendar).toBe(familyId);
    const strangerCal = (await call('GET', '/users/calendars', stranger)).json().data.calendars[0].id;
    const foreign = await call('POST', `/api/v1/calendars/${strangerCal}/users/-/invite`, stranger, {
      group_id: group.id,
      level: 'viewer',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('group_id');

    const renamed = await call('PUT', `/api/v1/user-groups/${group.id}`, owner, {
      emails: ['mama@example.com'],
    });
    expect(renamed.json().group.emails).toEqual(['mama@example.com']);
    expect((await call('DELETE', `/api/v1/user-groups/${group.id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/user-groups', owner)).json().data).toEqual([]);
  });

  it('leaving a calendar shared with you; the owner cannot leave their own', async () => {
    const kaka = await insertTestUser(app, database.db, { email: 'kaka@example.com' });
    await call('POST', `/api/v1/calendars/${familyId}/users/-/invite`, owner, {
      email: kaka.email,
      level: 'viewer',
    });
    const { token } = await invitationLink(kaka.email);
    await call('POST', `/api/v1/calendars/${familyId}/users/-/accept-invitation`, kaka, { token });
    expect((await monthTitles(kaka)).mine).toHaveLength(1);
    const left = await call('DELETE', `/api/v1/calendars/${familyId}/users/-/delete`, kaka);
    expect(left.json()).toEqual({ message: 'You left the calendar' });
    expect((await monthTitles(kaka)).mine).toEqual([]);
    const ownerLeaves = await call('DELETE', `/api/v1/calendars/${familyId}/users/-/delete`, owner);
    expect(ownerLeaves.statusCode).toBe(409);
    expect((await call('DELETE', `/api/v1/calendars/${familyId}/users/-/delete`, stranger)).statusCode).toBe(
      404,
    );
  });

  it('reminders go to whoever set them, and only while they may read the calendar', async () => {
    const sathi = await insertTestUser(app, database.db, { email: 'sathi@example.com' });
    await call('POST', `/api/v1/calendars/${familyId}/users/-/invite`, owner, {
      email: sathi.email,
      level: 'editor',
    });
    const { token } = await invitationLink(sathi.email);
    await call('POST', `/api/v1/calendars/${familyId}/users/-/accept-invitation`, sathi, { token });
    // Sathi adds a puja on Kartik 17 2081 (2 November 2024) with a reminder at 00:00 Kathmandu.
    const puja = await call('POST', '/events', sathi, {
      calendar_id: familyId,
      title: 'Kul puja',
      base: 'BS',
      date: '2081-07-17',
      all_day: true,
      repeat: { frequency: 'none' },
      reminders: [0],
    });
    expect(puja.statusCode, puja.body).toBe(201);
    const delivered = await runDueReminders(database.db, app.mailer, kathmandu('2024-11-02T00:00:30'));
    expect(delivered).toBe(1);
    const notes = async (user: TestUser) =>
      (await database.db.select().from(userNotifications).where(eq(userNotifications.userId, user.id))).map(
        (n) => n.title,
      );
    expect(await notes(sathi)).toEqual(['Kul puja']);
    expect(await notes(owner)).toEqual([]);
    // Once removed, Sathi's reminders stop.
    await call('POST', '/events', sathi, {
      calendar_id: familyId,
      title: 'Bhai tika',
      base: 'BS',
      date: '2081-07-18',
      all_day: true,
      repeat: { frequency: 'none' },
      reminders: [0],
    });
    await call('DELETE', `/api/v1/calendars/${familyId}/users/${sathi.id}/delete`, owner);
    expect(await runDueReminders(database.db, app.mailer, kathmandu('2024-11-03T00:00:30'))).toBe(0);
  });

  it('limits: members per calendar and invitations per day, with a message that says so; invite calls are rate-limited', async () => {
    const big = (await call('POST', '/calendars/', owner, { name: 'Big', colour: '#1976d2' })).json().calendar
      .id;
    await database.db.insert(calendarShares).values(
      Array.from({ length: 200 }, (_, i) => ({
        calendarId: big,
        email: `member${i}@example.com`,
        level: 'viewer' as const,
        state: 'accepted' as const,
      })),
    );
    const full = await call('POST', `/api/v1/calendars/${big}/users/-/invite`, owner, {
      email: 'one-more@example.com',
      level: 'viewer',
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(
      'A calendar can be shared with at most 200 people; remove someone first',
    );

    const busy = await insertTestUser(app, database.db, { email: 'busy@example.com' });
    const busyCal = (await call('POST', '/calendars/', busy, { name: 'Club', colour: '#1976d2' })).json()
      .calendar.id;
    await database.db.insert(calendarShares).values(
      Array.from({ length: 199 }, (_, i) => ({
        calendarId: big,
        email: `sent${i}@example.com`,
        level: 'viewer' as const,
        state: 'revoked' as const,
        invitedBy: busy.id,
        invitedAt: new Date(kathmandu('2024-10-31T07:00:00')),
      })),
    );
    const ok = await call('POST', `/api/v1/calendars/${busyCal}/users/-/invite`, busy, {
      email: 'a@example.com',
      level: 'viewer',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const over = await call('POST', `/api/v1/calendars/${busyCal}/users/-/invite`, busy, {
      email: 'b@example.com',
      level: 'viewer',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('You can send at most 200 invitations a day; please try again tomorrow');

    const rapid = await insertTestUser(app, database.db, { email: 'rapid@example.com' });
    const rapidCal = (await call('POST', '/calendars/', rapid, { name: 'Rapid', colour: '#1976d2' })).json()
      .calendar.id;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (
          await call('POST', `/api/v1/calendars/${rapidCal}/users/-/invite`, rapid, {
            email: `r${i}@example.com`,
            level: 'viewer',
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('bad input is a 400 naming the field', async () => {
    const cases: [string, string, Record<string, unknown> | undefined, string][] = [
      ['POST', `/api/v1/calendars/${familyId}/users/-/invite`, { level: 'viewer' }, 'email'],
      [
        'POST',
        `/api/v1/calendars/${familyId}/users/-/invite`,
        { email: 'not-an-address', level: 'viewer' },
        'email',
      ],
      [
        'POST',
        `/api/v1/calendars/${familyId}/users/-/invite`,
        { email: 'x@example.com', level: 'owner' },
        'level',
      ],
      [
        'POST',
        `/api/v1/calendars/${familyId}/users/-/invite`,
        { email: 'aama@example.com', level: 'viewer' },
        'email',
      ],
      ['POST', `/api/v1/calendars/${familyId}/users/-/accept-invitation`, { token: 'short' }, 'token'],
      ['POST', `/api/v1/calendars/abc/users/-/accept-invitation`, { token: 'x'.repeat(43) }, 'id'],
      ['GET', `/api/v1/calendars/${familyId}/users?filter=owner`, undefined, 'filter'],
      ['GET', `/api/v1/calendars/${familyId}/users?page=0`, undefined, 'page'],
      ['PUT', `/api/v1/calendars/${familyId}/share/1`, { level: 'boss' }, 'level'],
      ['PUT', `/api/v1/calendars/${familyId}/share/abc`, { level: 'viewer' }, 'shareId'],
      ['PUT', `/api/v1/calendars/${familyId}/share/1`, { colour: 'green' }, 'colour'],
      ['DELETE', `/api/v1/calendars/${familyId}/users/robert'); DROP TABLE/delete`, undefined, 'userId'],
      ['POST', '/api/v1/user-groups', { name: '', emails: [] }, 'name'],
      ['POST', '/api/v1/user-groups', { name: 'x', emails: ['nope'] }, 'emails'],
      ['POST', '/api/v1/invitations/preview', { token: 'x'.repeat(43), kind: 'club' }, 'kind'],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await call(method as 'GET', url, owner, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json().message, `${method} ${url}`).toContain(field);
    }
  });
});
