/**
 * The auditor and the exports (issue 40): the event log and the history export a time range as CSV and JSON
 * Lines, streamed, formula-safe, the history only as far as the caller may read it; the auditor reads and
 * exports them and is refused everything else.
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../fixtures/server/history/history';
import { type Client, filtersQuery, signedIn, useTestApi } from './support/api';
import { MINUTE, TestClock } from './support/clock';

const clock = new TestClock();
const api = useTestApi({ now: clock.now });

/** fatima.taylor, a customer (account and unity user). */
const CUSTOMER = 4;

const csvRows = (text: string) => Papa.parse<Record<string, string>>(text.trim(), { header: true }).data;
const jsonLines = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

const exported = async (client: Client, path: string) => {
  const reply = await client.get(path);
  expect(reply.status, reply.text).toBe(200);
  return reply;
};

/** Three changes a minute apart: at t+1, t+2 and t+3 minutes; answers those times. */
async function threeChanges(admin: Client): Promise<string[]> {
  const times: string[] = [];
  for (const name of ['One', 'Two', 'Three']) {
    clock.advance(MINUTE);
    times.push(clock.iso());
    const reply = await admin.put(`/account/groups/8`, { name: `Contractors ${name}` });
    expect(reply.status, reply.text).toBe(200);
  }
  return times;
}

describe('the history export', () => {
  it('streams a time range as CSV and as JSON Lines: from inclusive, to exclusive', async () => {
    const admin = await signedIn(api, 'admin');
    const [, second, third] = await threeChanges(admin);
    const range = `from=${encodeURIComponent(second)}&to=${encodeURIComponent(third)}`;

    const csv = await exported(admin, `/account/history/export?${range}`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="history.csv"');
    expect(csv.text.split('\r\n')[0]).toBe(
      'id,at,actorID,actorEmail,asUserID,asUserEmail,viaToken,service,method,path,runID,resource,recordID,action,about,summary',
    );
    const rows = csvRows(csv.text);
    expect(rows.map((r) => [r.at, r.summary])).toEqual([[second, 'name: "Contractors One" → "Contractors Two"']]);
    expect(rows[0]).toMatchObject({
      resource: 'groups',
      recordID: '8',
      about: 'groups:8',
      actorEmail: 'admin@example.com',
    });

    const lines = await exported(admin, `/account/history/export?${range}&format=jsonl`);
    expect(lines.headers.get('content-type')).toBe('application/jsonl; charset=utf-8');
    expect(lines.headers.get('content-disposition')).toBe('attachment; filename="history.jsonl"');
    const entries = jsonLines(lines.text);
    expect(entries).toHaveLength(1);
    // Each line is the entry as the list answers it, but the list's view of later reverts (issue 64).
    const listed = (await admin.get('/account/history')).body.payload.find((e: HistoryEntry) => e.at === second);
    const { revertedBy: _reverts, ...entry } = listed as HistoryEntry & { revertedBy: unknown[] };
    expect(entries[0]).toEqual(entry);
  });

  it('takes open ends and days, oldest first, and the list filters', async () => {
    const admin = await signedIn(api, 'admin');
    const [first, second, third] = await threeChanges(admin);
    await admin.put(`/account/users/${CUSTOMER}`, { firstName: 'Fatou' });
    const all = csvRows((await exported(admin, '/account/history/export')).text);
    expect(all.map((r) => r.at)).toEqual([first, second, third, third]);
    const since = csvRows((await exported(admin, `/account/history/export?from=${encodeURIComponent(third)}`)).text);
    expect(since.map((r) => r.resource)).toEqual(['groups', 'users']);
    const until = csvRows((await exported(admin, `/account/history/export?to=${encodeURIComponent(second)}`)).text);
    expect(until.map((r) => r.at)).toEqual([first]);
    const groups = `${filtersQuery([{ name: 'resource', comparison: 'eq', value: 'users' }])}`;
    const users = csvRows((await exported(admin, `/account/history/export?${groups}`)).text);
    expect(users.map((r) => r.recordID)).toEqual([String(CUSTOMER)]);
    // A day is that day's midnight UTC: the day after ends nothing, the day itself starts everything.
    const day = first.slice(0, 10);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * MINUTE).toISOString().slice(0, 10);
    expect(csvRows((await exported(admin, `/account/history/export?from=${day}&to=${next}`)).text)).toHaveLength(
      all.filter((r) => r.at < `${next}T`).length,
    );
    // An empty range is a header alone.
    const empty = await exported(
      admin,
      `/account/history/export?from=${encodeURIComponent(first)}&to=${encodeURIComponent(first)}`,
    );
    expect(empty.text).toBe(`${empty.text.split('\r\n')[0]}\r\n`);
  });

  it('refuses a malformed range, a range ending before it starts, another format or a secret filter (400)', async () => {
    const admin = await signedIn(api, 'admin');
    await threeChanges(admin); // filters are checked against an entry's fields
    for (const query of [
      'from=yesterday',
      'to=2026-13-45',
      'from=2026-11-26T10:00:00', // no zone: whose 10 o'clock?
      'from=2026-11-26&to=2026-11-25',
      'format=xlsx',
      filtersQuery([{ name: 'nope', comparison: 'eq', value: 1 }]),
      filtersQuery([{ name: 'password', comparison: 'eq', value: 1 }]),
      'filters=not-json',
    ]) {
      const reply = await admin.get(`/account/history/export?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.errorCode, query).toBe('INVALID_QUERY');
    }
  });

  it('answers each caller what the history list answers them: a plain user their own, the auditor all', async () => {
    const admin = await signedIn(api, 'admin');
    await threeChanges(admin);
    await admin.put(`/account/users/${CUSTOMER}`, { firstName: 'Fatou' });
    const user = await signedIn(api, 'user');
    expect((await user.put('/account/users/2', { firstName: 'Jay' })).status).toBe(200);
    for (const who of ['admin', 'user', 'auditor'] as const) {
      const client = who === 'admin' ? admin : who === 'user' ? user : await signedIn(api, 'auditor');
      const listed = (await client.get('/account/history?range=[0,999]')).body.payload as HistoryEntry[];
      const lines = jsonLines((await exported(client, '/account/history/export?format=jsonl')).text);
      expect(
        lines.map((e) => e.id),
        who,
      ).toEqual(listed.map((e) => e.id).reverse());
    }
    const mine = jsonLines((await exported(user, '/account/history/export?format=jsonl')).text);
    expect(mine.map((e) => e.recordID)).toEqual([2]);
    const everything = jsonLines(
      (await exported(await signedIn(api, 'auditor'), '/account/history/export?format=jsonl')).text,
    );
    expect(everything).toHaveLength(api.server.ctx.history.inOrder().length);
  });
});

describe('formula-safe CSV', () => {
  const FORMULAS = ['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)', ' =1', 'ok\n=cmd|/c calc'];

  it("quotes a history cell that would start a formula (a bulk run's id), and JSON Lines keep it as it is", async () => {
    const admin = await signedIn(api, 'admin');
    // A run id may start with a minus (letters, digits, ._:-): a spreadsheet reads -2-3 as a formula.
    const put = await admin.put('/account/groups/8', { name: 'Run' }, { headers: { 'x-bulk-run': '-2-3' } });
    expect(put.status).toBe(200);
    const [row] = csvRows((await exported(admin, '/account/history/export')).text);
    expect(row.runID).toBe("'-2-3");
    const [line] = jsonLines((await exported(admin, '/account/history/export?format=jsonl')).text);
    expect(line.runID).toBe('-2-3');
  });

  it('gives every event cell that would start a formula a leading quote', async () => {
    const admin = await signedIn(api, 'admin');
    const from = clock.iso();
    for (const name of FORMULAS) {
      const made = await admin.post('/unity/events', { name, description: name, resource: name });
      expect(made.status, made.text).toBe(200);
    }
    const rows = csvRows((await exported(admin, `/unity/events/export?from=${encodeURIComponent(from)}`)).text);
    expect(rows.map((r) => r.name)).toEqual([
      `'=HYPERLINK("http://evil.example")`,
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
      "'=1", // names are trimmed
      "'ok\n'=cmd|/c calc",
    ]);
    // Descriptions are kept as typed: a formula behind spaces, or on a later line, is quoted too.
    expect(rows.map((r) => r.description).slice(4)).toEqual(["' =1", "'ok\n'=cmd|/c calc"]);
    const lines = jsonLines(
      (await exported(admin, `/unity/events/export?format=jsonl&from=${encodeURIComponent(from)}`)).text,
    );
    expect(lines.map((e) => e.description)).toEqual(FORMULAS);
  });
});

describe('the event log export', () => {
  it('streams the events of a range (dateCreated) with the list filters, in the order recorded', async () => {
    const auditor = await signedIn(api, 'auditor');
    const events = api.server.ctx.store.all('events');
    const day = events[0].dateCreated.slice(0, 10);
    const rows = csvRows((await exported(auditor, `/unity/events/export?from=${day}&to=${day}T23:59:59.999Z`)).text);
    const expected = events.filter((e) => e.dateCreated.slice(0, 10) === day && e.dateCreated < `${day}T23:59:59.999Z`);
    expect(rows.map((r) => Number(r.id))).toEqual(expected.map((e) => e.id));
    const resolved = filtersQuery([{ name: 'resolved', comparison: 'eq', value: true }]);
    const lines = jsonLines((await exported(auditor, `/unity/events/export?format=jsonl&${resolved}`)).text);
    expect(lines.map((e) => e.id)).toEqual(events.filter((e) => e.resolved).map((e) => e.id));
    expect(lines.length).toBeGreaterThan(0);
  });
});

describe('streamed: no whole set in memory', () => {
  it('reads the log only as fast as the client reads the export (backpressure)', { timeout: 60_000 }, async () => {
    const { ctx } = api.server;
    const admin = await signedIn(api, 'admin');
    await threeChanges(admin);
    const entries = ctx.history.inOrder() as HistoryEntry[];
    const template = entries[entries.length - 1];
    const total = 200_000;
    const log = entries.slice();
    for (let i = log.length; i < total; i++) log.push({ ...template, id: i + 1, summary: `${template.summary} #${i}` });
    // Counts how far the export has read the log.
    let furthest = -1;
    const watched = new Proxy(log, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) furthest = Math.max(furthest, Number(key));
        return Reflect.get(target, key, receiver);
      },
    });
    ctx.history.inOrder = () => watched;

    const res = await fetch(`${api.url}/account/history/export`, {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value, { stream: true });
    // The client stops reading: the server writes until the socket is full, then waits.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const whilePaused = furthest;
    expect(whilePaused).toBeGreaterThan(0);
    expect(whilePaused, 'rows read while the client did not read').toBeLessThan(total / 4);
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      const cut = text.lastIndexOf('\r\n');
      if (cut >= 0) {
        lines += text.slice(0, cut + 2).split('\r\n').length - 1;
        text = text.slice(cut + 2);
      }
    }
    expect(lines).toBe(total + 1); // the header and every entry
    expect(furthest).toBe(total - 1);
  });
});

describe('the auditor', () => {
  it('reads the event log and the history, and is refused every write and every other page', async () => {
    const auditor = await signedIn(api, 'auditor');
    for (const path of ['/unity/events', '/unity/events/1', '/unity/events/searchMetadata', '/account/history']) {
      expect((await auditor.get(path)).status, path).toBe(200);
    }
    const refused: [string, string, unknown?][] = [
      ['GET', '/account/users'],
      ['GET', `/account/users/${CUSTOMER}`],
      ['GET', '/account/groups'],
      ['GET', '/account/users/csv'],
      ['GET', '/unity/events/testOpa'],
      ['POST', '/unity/events', { name: 'Probe' }],
      ['PUT', '/unity/events/1', { resolved: true }],
      ['DELETE', '/unity/events/1'],
      ['PUT', `/account/users/${CUSTOMER}`, { firstName: 'X' }],
      ['PUT', '/account/users/current', { firstName: 'X' }],
      ['POST', '/account/groups', { name: 'Mine' }],
      ['GET', `/account/history/users/${CUSTOMER}`],
    ];
    for (const [method, path, body] of refused) {
      const reply = await auditor.call(method, path, body);
      expect(reply.status, `${method} ${path}`).toBe(403);
    }
  });

  it('leaves the exports to those who may read them: a visitor 401, a plain user no events (403)', async () => {
    expect((await api.client().get('/account/history/export')).status).toBe(401);
    expect((await api.client().get('/unity/events/export')).status).toBe(401);
    const user = await signedIn(api, 'user');
    const refused = await user.get('/unity/events/export');
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('FORBIDDEN');
  });
});
