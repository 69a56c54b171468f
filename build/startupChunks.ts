/**
 * Start-up chunks (issue 13). Left to itself, the bundler cuts the modules the many lazy pages share into
 * dozens of fragments, one per set of pages using them: the sign-in page loaded 48 files and the Users page
 * 114. Gzipped one by one, fragments lose what they have in common and cross-chunk imports cannot be
 * shortened: 15 kB more on the sign-in page and 36 kB more on the Users page than the same code as one
 * file. So what a page shows at once goes out as a few whole files, one per start-up stage:
 *
 * - `start-shared`: what the sign-in page and the admin app both need (React DOM, MUI's core, react-query…);
 * - `start-signin`: the rest of the sign-in page, which the admin app never loads;
 * - `start-admin-base`: what the admin app starts with that the sign-in page's lazy parts (its dialogs, the second
 *   step) load too (MUI's dialogs and fields, react-admin's form core): opening a dialog on the sign-in page loads
 *   this (47 kB gzip) and not the admin app's and the resources' whole start-up (143 kB), at 1.3 kB more for the
 *   admin app than one file;
 * - `start-admin`: the rest of the admin app (shell, react-admin's core, start-up's calls);
 * - `start-resources`: the rest of the resources' page with what it shows at once (its search bar; the drop zone
 *   for files, which shows nothing until files are dragged over, loads once the page has painted);
 * - `record-ahead`, not a start-up stage: what a resource's page fetches once its rows have painted, to ready
 *   a row's click (AHEAD_PARTS). What of it the parts every signed-in person uses may load too goes in a
 *   file per set of their areas that may (`record-ahead-account`, `record-ahead-shell+visitor`…), so that
 *   each area loads only what it needs of it, as the bundler would split it, in a few files, not thirty.
 *
 * A module's stage follows from which pages need it, which a first, plain build tells (after tree-shaking,
 * so a barrel import counts only for what is used): each page's chunks and the chunks they import, and the
 * chunks the sign-in page may load later. The stages are closed under imports in that order (what `start-admin`
 * imports is in an earlier stage or in itself; what `start-admin-base` imports is loaded with it by the same lazy
 * parts and the same pages), so chunks never import each other in a circle and module bodies run in their
 * source order.
 * Everything else (lazy pages, dialogs, the phone field…) keeps the bundler's own splitting. The first
 * build runs in memory and takes about as long as the real one (2 s).
 */
import { build, type Plugin, type UserConfig } from 'vite';
import { PAGE_PATHS, VISITOR_PATHS, isAtOrBelow, pageKindOf } from '../src/routes/pagePaths.ts';

/** The modules each start-up page needs, as paths from the project root (the bundle-budget test reads them too). */
const REACT_DOM = process.env.PROFILE_REACT
  ? 'node_modules/react-dom/profiling.js'
  : 'node_modules/react-dom/client.js';
export const START_PAGES = {
  signin: [REACT_DOM, 'src/VisitorApp.tsx', 'src/signin/SigninPage.tsx'],
  admin: [REACT_DOM, 'src/App.tsx', 'src/routes/prefetch.ts'],
  resources: ['src/engine/ResourcePage.tsx', 'src/search/SearchBar.tsx'],
};

/**
 * What a resource's page fetches once its rows have painted, to ready a row's click (issue 41): the
 * detail's engine and the Users page's detail. Left to the bundler, it came as about thirty files, which
 * HTTP/1.1's six connections to a host fetched in waves: the click was ready half a second after the rows,
 * 0.2 s once grouped into the few files of the `record-ahead` stage.
 */
export const AHEAD_PARTS = [
  'src/engine/detail/DetailAhead.tsx',
  'src/engine/detail/DetailContainer.tsx',
  'resources/users/UserDetail.tsx',
];

/**
 * Where the code of what every signed-in person uses lives (not only administrators): their own pages and
 * the shell's lazy parts (its drawer, account menu, dialogs), by area.
 */
const SELF_SERVICE_AREAS = {
  launcher: ['src/launcher/'],
  shell: ['src/layout/', 'src/notifications/'],
  account: ['src/account/'],
  visitor: ['src/signin/', 'src/processing/', 'src/join/'],
};
/** The start-up module through which the shell reaches the resources (and so the detail): not followed. */
const ROUTE_TABLE = 'src/routes/routeTable.tsx';

type Page = keyof typeof START_PAGES | 'ahead';

/**
 * The stage of a module needed by these pages (never by the entry, whose chunk stays as it is), and maybe later
 * by the sign-in page (by one of its lazy parts).
 */
function stageOf(pages: Set<Page>, laterOnSignin: boolean): string {
  if (pages.has('signin')) return pages.has('admin') || pages.has('resources') ? 'start-shared' : 'start-signin';
  if (pages.has('ahead') && !pages.has('admin') && !pages.has('resources')) return 'record-ahead';
  if (laterOnSignin) return 'start-admin-base';
  return pages.has('admin') ? 'start-admin' : 'start-resources';
}
const STAGES = ['start-shared', 'start-signin', 'start-admin-base', 'start-admin', 'start-resources', 'record-ahead'];

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  facadeModuleId: string | null;
}

const NAME = 'startup-chunks';

export function startupChunks(): Plugin {
  let base = '/';
  return {
    name: NAME,
    apply: 'build',
    configResolved(resolved) {
      base = resolved.base;
    },
    // Every page needs `start-shared`: the HTML asks for it beside the entry, not after the entry has run.
    // It asks for the admin app's too on any page but a visitor's, and for the resources' page's on a
    // resource's address, deciding with start-up's own function (pageKindOf, written into the page): the
    // entry would only ask for them once it has arrived and run.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = (name: string) =>
          Object.values(context.bundle ?? {}).find((f) => f.type === 'chunk' && f.name === name)?.fileName;
        const shared = file('start-shared');
        if (!shared) return [];
        const href = (name: string) => JSON.stringify(`${base}${file(name)}`);
        const kind = `(${pageKindOf})(location.pathname, ${JSON.stringify(VISITOR_PATHS)}, ${JSON.stringify(Object.values(PAGE_PATHS))}, ${isAtOrBelow})`;
        const adminPreload = `(() => {
        const preload = (href) => {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          document.head.appendChild(link);
        };
        const kind = ${kind};
        if (kind === 'visitor') return;
        preload(${href('start-admin-base')});
        preload(${href('start-admin')});
        if (kind === 'resource') preload(${href('start-resources')});
      })()`;
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${shared}` },
            injectTo: 'head',
          },
          { tag: 'script', children: adminPreload, injectTo: 'head' },
        ];
      },
    },
    async config(config: UserConfig) {
      const plugins = (config.plugins ?? [])
        .flat(Infinity as 1)
        .filter((plugin) => plugin && (plugin as Plugin).name !== NAME);
      const result = await build({
        ...config,
        configFile: false,
        plugins,
        logLevel: 'silent',
        build: { ...config.build, write: false, manifest: false },
      });
      const output = (Array.isArray(result) ? result[0] : result) as { output: (OutputChunk | { type: 'asset' })[] };
      const chunks = output.output.filter((chunk): chunk is OutputChunk => chunk.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

      /** The modules of these chunks and of every chunk they import, followed. */
      const loaded = (start: OutputChunk[]) => {
        const seen = new Set<OutputChunk>();
        const stack = [...start];
        while (stack.length) {
          const chunk = stack.pop()!;
          if (seen.has(chunk)) continue;
          seen.add(chunk);
          for (const file of chunk.imports) if (byFile.has(file)) stack.push(byFile.get(file)!);
        }
        return [...seen].flatMap((chunk) => chunk.moduleIds);
      };
      const entry = new Set(loaded(chunks.filter((chunk) => chunk.isEntry)));
      const chunkOf = (root: string) => {
        const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${root}`)));
        if (!chunk) throw new Error(`${NAME}: ${root} is in no chunk of the build`);
        return chunk;
      };
      const pagesOf = new Map<string, Set<Page>>();
      for (const [page, roots] of Object.entries({ ...START_PAGES, ahead: AHEAD_PARTS }) as [Page, string[]][]) {
        for (const id of loaded(roots.map(chunkOf))) {
          if (entry.has(id)) continue;
          if (!pagesOf.has(id)) pagesOf.set(id, new Set());
          pagesOf.get(id)!.add(page);
        }
      }
      // The menu's lazy icons (the route table's: pages.ts's, lazy for the entry's sake, and the resources'
      // definitions'): the admin app's start-up waits for them (src/routes/prefetch.ts), so they come in its
      // file, not as six more requests asked for once that file has run.
      const routeModule = (id: string) => /\/src\/routes\/pages\.ts$|\/resources\/[^/]+\/index\.ts$/.test(id);
      const lazyFromRoutes = new Set(
        chunks.filter((chunk) => chunk.moduleIds.some(routeModule)).flatMap((chunk) => chunk.dynamicImports),
      );
      for (const chunk of chunks) {
        if (!lazyFromRoutes.has(chunk.fileName) || !chunk.facadeModuleId?.includes('/@mui/icons-material/')) continue;
        for (const id of chunk.moduleIds)
          if (!entry.has(id)) pagesOf.set(id, new Set([...(pagesOf.get(id) ?? []), 'admin']));
      }
      /**
       * What these chunks may load, at once or later: them, what they import, and their own lazy parts (never
       * through the entry, whose lazy parts are every page's, nor through `stop`).
       */
      const everLoaded = (from: OutputChunk[], stop = (_chunk: OutputChunk) => false) => {
        const seen = new Set<OutputChunk>();
        const pending = [...from];
        while (pending.length) {
          const chunk = pending.pop()!;
          if (seen.has(chunk) || chunk.isEntry || stop(chunk)) continue;
          seen.add(chunk);
          for (const file of [...chunk.imports, ...chunk.dynamicImports])
            if (byFile.has(file)) pending.push(byFile.get(file)!);
        }
        return new Set([...seen].flatMap((chunk) => chunk.moduleIds));
      };
      const laterOnSignin = everLoaded(START_PAGES.signin.map(chunkOf));
      const inDirs = (dirs: string[]) => (chunk: OutputChunk) =>
        chunk.moduleIds.some((id) => dirs.some((dir) => id.includes(`/${dir}`)));
      const throughRoutes = (chunk: OutputChunk) => chunk.moduleIds.some((id) => id.endsWith(`/${ROUTE_TABLE}`));
      const areas = Object.entries(SELF_SERVICE_AREAS).map(
        ([area, dirs]) => [area, everLoaded(chunks.filter(inDirs(dirs)), throughRoutes)] as const,
      );
      const stages = new Map(
        [...pagesOf].map(([id, pages]) => {
          const stage = stageOf(pages, laterOnSignin.has(id));
          const loadedBy = areas.filter(([, ids]) => ids.has(id)).map(([area]) => area);
          return [id, stage === 'record-ahead' && loadedBy.length ? `${stage}-${loadedBy.join('+')}` : stage];
        }),
      );
      // The ahead stage's files, each only importing those loaded by the same areas or more: no circles.
      const names = [...STAGES, ...new Set([...stages.values()].filter((name) => !STAGES.includes(name)))];
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The stages are closed under imports already; following imports again would pull in
                // whatever a barrel re-exports.
                includeDependenciesRecursively: false,
                groups: names.map((name, index) => ({
                  name,
                  test: (id: string) => stages.get(id) === name,
                  priority: names.length - index,
                })),
              },
            },
          },
        },
      };
    },
  };
}
