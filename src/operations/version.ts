import { useEffect, useState } from 'react';

/** Which console this is: `version.json`, written by the build beside config.json (deploy/version.ts). */
export interface BuildVersion {
  version: string;
  commit: string;
}

let request: Promise<BuildVersion | undefined> | undefined;

/** Reads version.json once per page (undefined when it cannot be read: the version is not worth an error). */
export function loadVersion(): Promise<BuildVersion | undefined> {
  request ??= fetch(`${import.meta.env.BASE_URL ?? '/'}version.json`, { cache: 'no-store' })
    .then(async (res) => (res.ok ? ((await res.json()) as BuildVersion) : undefined))
    .catch(() => undefined);
  return request;
}

/** The version inside React (undefined until read). */
export function useVersion(): BuildVersion | undefined {
  const [version, setVersion] = useState<BuildVersion>();
  useEffect(() => {
    let live = true;
    void loadVersion().then((read) => {
      if (live) setVersion(read);
    });
    return () => {
      live = false;
    };
  }, []);
  return version;
}
