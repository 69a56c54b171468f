import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demo, expect, signIn, test } from './support/test';
import { FIRST_LOAD, menu } from './support/pages';

/**
 * The auditor (issue 40): signed in, the menu offers the event log and the history and nothing of the
 * administrators; each exports a time range, downloaded from the API's streaming route, whose rows are those
 * of the range.
 */
const csvLines = (text: string) => text.trim().split('\r\n');

/** Fills the Export dialog of the page in view and answers the downloaded file's text and address. */
async function exportRange(page: Page, from: string, to: string, format: 'CSV' | 'JSON Lines') {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export a time range' });
  await dialog.getByLabel('From').fill(from);
  await dialog.getByLabel('To').fill(to);
  await dialog.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: format }).click();
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download' }).click();
  const file = await download;
  return { text: readFileSync(await file.path(), 'utf8'), url: new URL(file.url()), name: file.suggestedFilename() };
}

test('the auditor sees only the event log and the history, and exports a time range of each', async ({ page }) => {
  // Some history to export: an administrator renames a group (the API's own calls, before the auditor signs in).
  const admin = await page.request.post('/account/users/signin', {
    data: { email: demo.admin.email, password: demo.admin.password },
  });
  expect(admin.status()).toBe(200);
  for (const name of ['Contractors A', 'Contractors B']) {
    expect((await page.request.put('/account/groups/8', { data: { name } })).status()).toBe(200);
  }
  await page.request.delete('/account/users/signout');

  await signIn(page, demo.auditor);
  await expect(menu(page).getByRole('link', { name: 'Unity', exact: true })).toBeVisible(FIRST_LOAD);
  await expect(menu(page).getByRole('link', { name: 'History', exact: true })).toBeVisible();
  for (const name of ['Users', 'Groups', 'Organizations', 'OPA', 'Applications', 'Roles', 'Settings', 'Templates']) {
    await expect(menu(page).getByRole('link', { name, exact: true })).toHaveCount(0);
  }

  // The event log: read, not written (no Test OPA), a month of it exported as CSV.
  await menu(page).getByRole('link', { name: 'Unity', exact: true }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: 'Test OPA' })).toHaveCount(0);
  const events = await exportRange(page, '2026-09-01T00:00', '2026-10-01T00:00', 'CSV');
  expect(events.url.pathname).toBe('/unity/events/export');
  expect(events.name).toBe('events.csv');
  const [header, ...rows] = csvLines(events.text);
  expect(header.split(',').slice(0, 2)).toEqual(['id', 'dateCreated']);
  const from = Date.parse(events.url.searchParams.get('from')!);
  const to = Date.parse(events.url.searchParams.get('to')!);
  const all = (await (await page.request.get('/unity/events?range=[0,999]')).json()).payload as {
    id: number;
    dateCreated: string;
  }[];
  const inRange = all.filter((e) => Date.parse(e.dateCreated) >= from && Date.parse(e.dateCreated) < to);
  expect(inRange.length).toBeGreaterThan(0);
  expect(rows.map((row) => Number(row.split(',')[0])).sort((a, b) => a - b)).toEqual(
    inRange.map((e) => e.id).sort((a, b) => a - b),
  );

  // The history: today's entries as JSON Lines, the administrator's two renames among them.
  await menu(page).getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByRole('table', { name: 'History entries' }).getByRole('row').nth(1)).toBeVisible(FIRST_LOAD);
  const day = (offset: number) => {
    const date = new Date(Date.now() + offset * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T00:00`;
  };
  const history = await exportRange(page, day(0), day(1), 'JSON Lines');
  expect(history.url.pathname).toBe('/account/history/export');
  expect(history.name).toBe('history.jsonl');
  const entries = history.text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { resource: string; recordID: number; summary: string; actorEmail: string });
  const renames = entries.filter((e) => e.resource === 'groups' && e.recordID === 8);
  expect(renames.map((e) => e.summary)).toEqual([
    'name: "Contractors" → "Contractors A"',
    'name: "Contractors A" → "Contractors B"',
  ]);
  expect(renames.every((e) => e.actorEmail === demo.admin.email)).toBe(true);
});
