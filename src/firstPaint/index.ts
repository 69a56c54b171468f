import manifest from 'virtual:first-paint-manifest';
import { paintFirstList } from './paintFirstList';

/** The first paint of the opened address (src/main.tsx), with the lists' manifest made at build time. */
export function paintFirst(config: Promise<unknown>): Promise<void> {
  return paintFirstList(manifest, config);
}
