/**
 * JS bytes of a Vite build, read from its manifest (`build.manifest`, `.vite/manifest.json` in the output
 * folder): the chunks a set of modules needs (their static imports, followed), and their size as served
 * (raw) and gzip-compressed one file at a time, as a browser downloads them. The bundle-budget test and
 * the cold-start benchmark both count with these, so their figures compare.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's manifest (keys are source paths such as `src/App.tsx`, or `_name-hash.js`). */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Bytes {
  raw: number;
  gzip: number;
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * The manifest key of the chunk that holds each source module (paths from the project root), read once
 * from the chunks' source maps, so the build must run with `--sourcemap`: modules are grouped into
 * start-up chunks (build/startupChunks.ts), so a module's path is rarely a key of its own.
 */
export function moduleChunks(manifest: Manifest, outDir: string, root: string): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const mapFile = join(outDir, `${chunk.file}.map`);
    if (!existsSync(mapFile)) continue; // the bundler's own runtime has no sources
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
    for (const path of map.sources) chunks.set(relative(root, resolve(dirname(mapFile), path)), key);
  }
  return chunks;
}

/** The chunk of a source module; throws when none holds it, so a renamed module cannot leave a budget. */
export function chunkKey(chunks: Map<string, string>, source: string): string {
  const key = chunks.get(source);
  if (!key) throw new Error(`no chunk of the build holds ${source}`);
  return key;
}

/**
 * The JS files the browser loads for these manifest keys: each one's chunk and, followed, the chunks
 * it imports statically (which Vite preloads with it). Dynamic imports are not followed: a caller names
 * the ones that load.
 */
export function chunkFiles(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/** Size of one file, raw and gzip-compressed (level 9, one file at a time). */
export function fileBytes(path: string): Bytes {
  const content = readFileSync(path);
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/** The sizes of files of the output folder, added up. */
export function filesBytes(outDir: string, files: string[]): Bytes {
  return files
    .map((file) => fileBytes(join(outDir, file)))
    .reduce((sum, bytes) => ({ raw: sum.raw + bytes.raw, gzip: sum.gzip + bytes.gzip }), { raw: 0, gzip: 0 });
}

/** `123.4 kB` (1 kB = 1,000 bytes, as Vite reports sizes). */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
