/** A service name's export and import files (resources/serviceNames/transfer.ts): the export's name, the import's reading. */
import { describe, expect, it } from 'vitest';
import { exportFileName, readJsonFile } from './transfer';

describe('service-name export and import files', () => {
  it('names the export {service name}_{YYYY-MM-DD HH:mm:ss}.json', () => {
    expect(exportFileName('unity', new Date(2026, 0, 5, 9, 7, 3))).toBe('unity_2026-01-05 09:07:03.json');
  });

  it('reads a JSON file only: by its type or name, and by its text', async () => {
    const doc = { roles: [] };
    expect(await readJsonFile(new File([JSON.stringify(doc)], 'rules.json'))).toEqual(doc);
    expect(await readJsonFile(new File([JSON.stringify(doc)], 'rules', { type: 'application/json' }))).toEqual(doc);
    expect(await readJsonFile(new File([JSON.stringify(doc)], 'rules.txt', { type: 'text/plain' }))).toBeUndefined();
    expect(await readJsonFile(new File(['not json'], 'rules.json'))).toBeUndefined();
  });
});
