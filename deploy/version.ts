/**
 * Which console this is (issue 36): the package's version and the commit it was built from, written by the
 * build as `version.json` beside `config.json` (`versionFile()` of deploy/vite.ts), answered by nginx's
 * `/healthz` and shown in the account popover's footer.
 *
 * The commit is `GIT_COMMIT` when set (the image's build has no .git: `docker build --build-arg
 * GIT_COMMIT=$(git rev-parse HEAD)`), else the checkout's, else `unknown`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface BuildVersion {
  version: string;
  commit: string;
}

export const VERSION_FILE = 'version.json';

/** What either may hold: it goes into nginx's configuration and a JSON text as it is. */
const SAFE = /^[0-9A-Za-z.+_-]{1,64}$/;

export function buildVersion(root = resolve(import.meta.dirname, '..')): BuildVersion {
  const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };
  let commit = process.env.GIT_COMMIT ?? '';
  if (!commit) {
    try {
      commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
    } catch {
      commit = 'unknown';
    }
  }
  return checked({ version, commit: commit.slice(0, 12) });
}

/** The version read back from a built bundle's version.json, checked. */
export function readVersion(dist: string): BuildVersion {
  return checked(JSON.parse(readFileSync(resolve(dist, VERSION_FILE), 'utf8')) as BuildVersion);
}

function checked(value: BuildVersion): BuildVersion {
  for (const key of ['version', 'commit'] as const) {
    if (!SAFE.test(String(value[key]))) throw new Error(`${VERSION_FILE}: ${key} is not a version: '${value[key]}'`);
  }
  return { version: value.version, commit: value.commit };
}
