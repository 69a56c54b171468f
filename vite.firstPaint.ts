import { fileURLToPath } from 'node:url';
import { runnerImport, type Alias, type Plugin } from 'vite';
import type { FirstPaintManifest } from './src/firstPaint/manifest';

const ID = 'virtual:first-paint-manifest';
const RESOLVED = `\0${ID}`;
const BUILDER = fileURLToPath(new URL('./src/firstPaint/buildManifest.ts', import.meta.url));

/**
 * `virtual:first-paint-manifest`: what the first paint (src/firstPaint) knows of the resources' lists,
 * made from their definitions when the bundle is built (or the dev server first serves it), so the
 * definitions stay the one place for it and the first paint loads none of their code. The definitions
 * are loaded in Node by Vite's module runner with the console's aliases (about 2 s); the dev server
 * makes it again when one of the files read changes.
 */
export function firstPaintManifest(alias: Alias[]): Plugin {
  return {
    name: 'first-paint-manifest',
    resolveId(source) {
      return source === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { module, dependencies } = await runnerImport<{ buildManifest(): FirstPaintManifest }>(BUILDER, {
        configFile: false,
        logLevel: 'error',
        resolve: { alias },
      });
      for (const file of dependencies) if (!file.includes('/node_modules/')) this.addWatchFile(file);
      return `export default ${JSON.stringify(module.buildManifest())};`;
    },
  };
}
