/** What the benchmarks share: a generated data set in a temporary folder, and the superadmin's session. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSeed } from '../../fixtures/seed/index';

/** A data set of `size` users (the three demo sign-ins included) written to a new temporary folder. */
export function generatedDataSet(size: number, prefix: string): { dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const file = join(dir, 'data.json');
  writeFileSync(file, JSON.stringify(buildSeed({ users: size - 3 })));
  return { dir, file };
}

/** The session cookie (`session=…`) of the demo superadmin on the API at `url`. */
export async function adminCookie(url: string): Promise<string> {
  const signin = await fetch(`${url}/account/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin1234', permanent: false }),
  });
  if (signin.status !== 200) throw new Error(`sign-in answered ${signin.status}`);
  return signin.headers.getSetCookie()[0].split(';')[0];
}
