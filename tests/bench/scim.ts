/**
 * SCIM at scale (issue 58): a look-up by `userName` and by `externalId` among 100,000 people, and a group
 * PATCH adding 1,000 members in one request and one removing them, over HTTP against the development API.
 *
 *   npx tsx tests/bench/scim.ts [--users 100000] [--members 1000] [--runs 20]
 *
 * It generates a data set whose people are all members of Acme (organization 1), starts the API on a free
 * port, makes a provisioning client of Acme as the superadmin, gives every person an externalId, then prints
 * medians (targets: a look-up under 50 ms, the PATCH under 2 s). The first look-up after a write rebuilds no
 * index: the indexes follow each write of a user. Beside each wall-clock figure, the CPU time this process
 * (the API and the client's fetch) spent on the call: on a machine shared with other work, the wall clock
 * also counts the time the process waited for a core.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../../fixtures/server/index';
import { buildSeed } from '../../fixtures/seed/index';
import { format, runBench } from './support';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    members: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '20' },
  },
});
const USERS = Number(values.users);
const MEMBERS = Number(values.members);
const RUNS = Number(values.runs);
const SCIM = 'application/scim+json';

runBench('bench-scim-', async (dir, closeAtEnd) => {
  const file = join(dir, 'data.json');
  const seed = buildSeed({ users: USERS, organizationMembers: USERS });
  seed.users.forEach((u, i) => Object.assign(u, { externalId: `ext-${i}` }));
  writeFileSync(file, JSON.stringify(seed));
  const api = await startServer({ port: 0, dataDir: join(dir, 'state'), fixtures: file });
  closeAtEnd(api.close);

  const signin = await fetch(`${api.url}/account/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin1234' }),
  });
  const cookie = signin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const made = await fetch(`${api.url}/account/provisioningClients`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'Bench directory', organizationID: 1 }),
  });
  const { token } = ((await made.json()) as { payload: { token: string } }).payload;
  const scim = async (method: string, path: string, body?: unknown) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const res = await fetch(`${api.url}/scim/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': SCIM }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    const used = process.cpuUsage(cpu);
    return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, json };
  };
  const people = seed.users.length;
  console.log(`API on ${api.url}: ${people} people in Acme`);

  const byUserName: number[] = [];
  const byExternalId: number[] = [];
  const unknown: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const user = seed.users[Math.floor((i + 0.5) * (people / RUNS))];
    const a = await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${user.email}"`)}`);
    if (a.json.totalResults !== 1) throw new Error(`userName ${user.email}: ${a.json.totalResults}`);
    byUserName.push(a.ms);
    cpu.push(a.cpuMs);
    const b = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent(`externalId eq "ext-${seed.users.indexOf(user)}"`)}`,
    );
    if (b.json.totalResults !== 1) throw new Error(`externalId: ${b.json.totalResults}`);
    byExternalId.push(b.ms);
    cpu.push(b.cpuMs);
    unknown.push(
      (await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "nobody-${i}@example.com"`)}`)).ms,
    );
  }
  console.log(format('filter userName eq (100,000 people)', byUserName, 50));
  console.log(format('filter externalId eq', byExternalId, 50));
  console.log(format('filter userName eq, nobody', unknown, 50));
  console.log(format('CPU time of a look-up (both kinds)', cpu, 50));

  const patches: number[] = [];
  const patchCpu: number[] = [];
  const removals: number[] = [];
  const removalCpu: number[] = [];
  // Acme's members (every person but some of the demo sign-ins).
  const acme = new Set(seed.organizationUsers.filter((l) => l.organizationID === 1 && !l.pending).map((l) => l.userID));
  const members = seed.users.filter((u) => acme.has(u.id));
  for (let run = 0; run < Math.min(RUNS, 5); run++) {
    const group = await scim('POST', '/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: `Bench group ${run}`,
    });
    const value = members.slice(run * MEMBERS, (run + 1) * MEMBERS).map((u) => ({ value: String(u.id) }));
    const added = await scim('PATCH', `/Groups/${group.json.id as string}?excludedAttributes=members`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Add', path: 'members', value }],
    });
    patches.push(added.ms);
    patchCpu.push(added.cpuMs);
    // And every one of them leaving at once: each removal checked by its route, the superadmin rule once.
    const emptied = await scim('PATCH', `/Groups/${group.json.id as string}?excludedAttributes=members`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', path: 'members', value: [] }],
    });
    removals.push(emptied.ms);
    removalCpu.push(emptied.cpuMs);
  }
  console.log(format(`PATCH adding ${MEMBERS} members`, patches, 2000));
  console.log(format('CPU time of that PATCH', patchCpu, 2000));
  console.log(format(`PATCH removing ${MEMBERS} members`, removals, 2000));
  console.log(format('CPU time of that PATCH', removalCpu, 2000));
  // A look-up right after writes: the indexes followed them.
  const after = await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${seed.users[7].email}"`)}`);
  console.log(`filter userName eq after the writes: ${after.ms.toFixed(0)} ms`);
});
