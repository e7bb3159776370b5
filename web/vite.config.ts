// Vite build, dev server and Vitest configuration for the web SPA.
import { configDefaults, defineConfig } from 'vitest/config';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// How index.html loads the app (docs/decisions/0012-web-code-splitting.md). Pages are lazy chunks
// (src/lib/lazy-page.tsx); left alone, the browser would ask for the page opened only after the entry had
// downloaded and run. So Vite's entry <script> and <link rel="modulepreload"> tags are replaced by one inline
// loader that requests the entry, its static imports and the chunks of the page at location.pathname together.
// On the prerendered public pages (scripts/prerender.mjs puts their HTML in index.html) the loader waits for
// the first paint, so the HTML shows before any JavaScript is fetched; elsewhere it starts at once.
// The route table is read from the features' own routes files (src/features/*/routes.tsx: each route's `path` and
// its `lazyPage(() => import('./Page'))`), so every module's pages are preloaded without a line here; it is only
// a hint: a page it misses still loads, one round trip later. Signed-in pages (under /app, path patterns
// allowed) list the shell too, so entry, shell, Apollo and page arrive together instead of one after another;
// they are preloaded only when a session is stored (a visitor without one goes to /login).
const SHELL = 'src/app/StandardLayout.tsx';
const APOLLO = 'src/lib/ApolloScope.tsx';
/** The rest of the app's Chakra recipes, loaded with every page but the light ones (`fullTheme: false`). */
const FULL_THEME = 'src/lib/theme-app.ts';

/** The feature modules a route's `warm: (client, …) => import('./x')…` imports, in order. */
function warmModules(routeBody: string): string[] {
  const start = routeBody.search(/\bwarm:/);
  if (start < 0) return [];
  // The warm function runs to the route's next property (or the route's end).
  const rest = routeBody.slice(start + 'warm:'.length);
  const end = rest.search(/\n\s*(?:path|access|page|prefetch|nav|redirect|warm):/);
  const text = end < 0 ? rest : rest.slice(0, end);
  return [...new Set([...text.matchAll(/import\('\.\/([^']+)'\)/g)].map((m) => m[1]!))];
}

/** `src/features/<feature>/<module>.ts(x)`, for an import of `./<module>` in that feature's routes.tsx. */
function moduleFile(featuresDir: string, feature: string, module: string): string {
  const ext = existsSync(join(featuresDir, feature, `${module}.tsx`)) ? 'tsx' : 'ts';
  return `src/features/${feature}/${module}.${ext}`;
}

/** `{ path: [modules to preload] }` from every feature's routes.tsx. */
export function routePreloads(featuresDir = fileURLToPath(new URL('./src/features', import.meta.url))) {
  const preloads: Record<string, string[]> = {};
  for (const feature of readdirSync(featuresDir)) {
    const file = join(featuresDir, feature, 'routes.tsx');
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    const importOf = (text: string) => /lazyPage\(\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/.exec(text)?.[1];
    // Pages declared as constants: `const ProjectsPage = lazyPage(() => import('./ProjectsPage')…`.
    const constants = new Map<string, { module: string; full: boolean }>();
    const fullTheme = (text: string) => !/fullTheme:\s*false/.test(text);
    for (const m of source.matchAll(/const (\w+) = (lazyPage\([^;]*)/g)) {
      const module = importOf(m[2]!);
      if (module) constants.set(m[1]!, { module, full: fullTheme(m[2]!) });
    }
    const strings = new Map([...source.matchAll(/const (\w+) = '([^']+)'/g)].map((m) => [m[1]!, m[2]!]));
    // Each route: from its `path:` (a string or a string constant) to the next one, its `page:` (a constant or
    // an inline lazyPage).
    const routes = [...source.matchAll(/path: (?:'([^']+)'|(\w+))/g)];
    routes.forEach((m, i) => {
      const route = m[1] ?? strings.get(m[2]!);
      const body = source.slice(m.index, routes[i + 1]?.index ?? source.length);
      const page = /page: (\w+)/.exec(body)?.[1];
      const declared =
        page === 'lazyPage' ? { module: importOf(body), full: fullTheme(body) } : page && constants.get(page);
      if (!route || !declared || !declared.module) return;
      const path = `src/features/${feature}/${declared.module}.tsx`;
      const theme = declared.full ? [FULL_THEME] : [];
      // A route's `warm` (its first query, sent on a cold load before the page is built) needs the shared Apollo
      // client (APOLLO's chunk holds it) and the modules it imports: they go first, so the query leaves while the
      // shell and the page are still downloading.
      const warm = warmModules(body).map((module) => moduleFile(featuresDir, feature, module));
      const first = warm.length > 0 ? [APOLLO, ...warm] : [];
      preloads[route] = [
        ...new Set(
          route.startsWith('/app') ? [...first, SHELL, APOLLO, ...theme, path] : [...first, ...theme, path],
        ),
      ];
    });
  }
  return preloads;
}
/**
 * `@chakra-ui/react/theme/<file>` → that file of Chakra's ES build (lib/chakra-theme.ts, decision 0040). The
 * package exports only the theme's barrel, whose import of every recipe put all the recipes the app uses in the
 * first load; its own files let the recipes of the signed-in app load with it. Types: tsconfig.json `paths`.
 */
const CHAKRA_THEME_FILES = join(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm/theme',
);

/** The line of Chakra's `createSystem` (styled-system/system.js) that builds the global styles at creation. */
const CHAKRA_EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Chakra's `createSystem` serialises its global styles (the reset, the global CSS and a custom property for each
 * of ~660 tokens) the moment the system is created: ~40 % of creating it, and creating it was most of the first
 * task every page runs (lib/theme.ts). The app ships those styles as a stylesheet built ahead
 * (generated/chakra-global.css, lib/chakra-global-css.test.tsx), so at run time nothing reads them; this makes
 * Chakra build them the first time something reads `_global` (a test's own system under ChakraProvider) instead.
 * Same value, same object each read. A Chakra whose file no longer has that line fails the build here rather than
 * silently going back to the eager cost (decision 0094).
 */
export function chakraLazyGlobalStyles(): Plugin {
  return {
    name: 'sitebase-chakra-lazy-global-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id))
        return null;
      return { code: lazyGlobalStyles(code, id), map: null };
    },
  };
}

/** `code` (Chakra's system.js) with `_global` built on first read; throws when the file is not the one expected. */
export function lazyGlobalStyles(code: string, id = 'system.js'): string {
  const property = /\n(\s*)_global,\n/;
  if (!code.includes(CHAKRA_EAGER_GLOBAL) || !property.test(code))
    throw new Error(`${id}: Chakra's createSystem changed; see chakraLazyGlobalStyles in web/vite.config.ts`);
  return code
    .replace(CHAKRA_EAGER_GLOBAL, 'let _global;')
    .replace(
      property,
      '\n$1get _global() {\n$1  return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n$1},\n',
    );
}

/** Web test files that run with modules of their own (see `test.projects` below). */
const ISOLATED_TESTS = [
  'src/app/warm.test.tsx',
  'src/components/menu/LazyMenu.test.tsx',
  'src/features/auth/LoginPage.offline.test.tsx',
  'src/features/forms/FormsPage.test.tsx',
  'src/features/labour/KeptStatement.test.tsx',
  'src/features/notifications/NotificationClick.test.tsx',
  'src/features/projects/ProjectsPage.test.tsx',
  'src/features/settings/AccountingExports.test.tsx',
  'src/lib/apollo-first-page.test.ts',
  'src/lib/apollo.test.ts',
  'src/lib/outbox.test.ts',
  'src/lib/theme-lazy.test.ts',
  'src/lib/toast.test.ts',
];

/** Paths scripts/prerender.mjs prerenders (shown only when no session is stored). */
export const PRERENDERED_PATHS = ['/', '/home', '/login'];

/** What the inline loader knows: the entry, the shell's chunks, and each route's chunks (indexes into `table`). */
export interface AppLoaderFiles {
  entry: string;
  shell: readonly string[];
  exact: Record<string, readonly number[]>;
  patterns: readonly (readonly [string, readonly number[]])[];
  table: readonly string[];
}

/**
 * The inline script index.html starts the app with (CSP-allowed by its hash).
 * The entry is requested first, then the shell's chunks, then the route's: over HTTP/1.1's six
 * connections the browser starts requests in the order they are added, and nothing runs until the
 * entry's own graph has arrived, so the route's chunks (needed only once it runs) download meanwhile.
 * The entry is *run* only once the document is parsed (DOMContentLoaded): an inserted module script runs
 * as soon as it has arrived — at once from the memory cache — and main.tsx must find #root and, on a
 * prerendered page, the copy the body's inline script puts there. Run earlier, it rendered afresh; the
 * copy was then added over React's page, `inert`, with nothing left to hydrate it: a dead sign-in page
 * (1 load in 25 on this machine). A prerendered page also lets the first paint happen before fetching, and
 * there each preload link is added in a task of its own: the browser starts a request synchronously when a link
 * is added (~1 ms each), and the ~30 of a light page in one task were a 29 ms task — ~120 ms at Lighthouse's
 * 4× CPU slowdown, a third of the sign-in page's total blocking time (decision 0091).
 */
export function appLoaderScript({ entry, shell, exact, patterns, table }: AppLoaderFiles): string {
  return (
    `(function(){var e=${JSON.stringify(entry)},s=${JSON.stringify(shell)},` +
    `r=${JSON.stringify(exact)},q=${JSON.stringify(PRERENDERED_PATHS)},` +
    `m=${JSON.stringify(patterns)},t=${JSON.stringify(table)},` +
    `p=location.pathname.replace(/\\/+$/,'')||'/',w=false,k=false;` +
    `try{k=[localStorage,sessionStorage].some(function(x){return x.getItem('access_token')});w=q.indexOf(p)>=0&&!k}catch(x){}` +
    `var f=r[p];if(!f)for(var i=0;i<m.length;i++)if(new RegExp(m[i][0]).test(p)){f=m[i][1];break}` +
    `if(p.indexOf('/app')===0&&!k)f=null;f=(f||[]).map(function(i){return t[i]});` +
    `function a(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)}` +
    `function g(){var t=document.createElement('script');t.type='module';` +
    `t.crossOrigin='';t.src=e;document.head.appendChild(t);` +
    `if(w)s.concat(f).forEach(function(h){setTimeout(function(){a(h)},0)})}` +
    `function n(){if(w)requestAnimationFrame(function(){setTimeout(g,0)});else g()}` +
    `if(!w)[e].concat(s,f).forEach(a);` +
    `if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',n);else n()})();`
  );
}

/**
 * Each `graphql(`…`)` call of the client preset, replaced at build time by the one document it names (the
 * client preset's recommended build step, done here without Babel). Called at run time, `graphql()` looks the
 * source up in `generated/gql.ts`, a map holding every document of the app: any page sending one query carried
 * them all (22 kB gzip). Now a feature's `*.api.ts` carries only its own documents (their fragments included, as
 * codegen writes them) and nothing imports the map. Build only: the tests and the dev server keep the runtime
 * lookup, which returns the same objects.
 */
export function inlineGraphqlDocuments(): Plugin {
  let documents: Map<string, string> | null = null;
  const load = () => {
    const generatedDir = fileURLToPath(new URL('./src/generated', import.meta.url));
    const ast = new Map<string, string>();
    const types = readFileSync(join(generatedDir, 'graphql.ts'), 'utf8');
    for (const m of types.matchAll(
      /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode</gm,
    ))
      ast.set(m[1]!, m[2]!);
    const gql = readFileSync(join(generatedDir, 'gql.ts'), 'utf8');
    const start = gql.indexOf('const documents: Documents = {');
    const body = gql.slice(start, gql.indexOf('\n};', start));
    const out = new Map<string, string>();
    for (const m of body.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
      const doc = ast.get(m[2]!);
      if (doc) out.set(JSON.parse(m[1]!) as string, doc);
    }
    return out;
  };
  return {
    name: 'sitebase-inline-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = null;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/generated/')) return null;
      const importLine = /^import \{ graphql \} from '(?:\.\.?\/)+generated';\n/m;
      if (!importLine.test(code)) return null;
      documents ??= load();
      const docs = documents;
      const replaced = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_, source: string) => {
        const doc = docs.get(source);
        if (!doc) this.error(`${id}: no generated document for a graphql() call (run npm run codegen)`);
        return doc;
      });
      const result = replaced.replace(importLine, '');
      if (/\bgraphql\(/.test(result)) this.error(`${id}: a graphql() call the build could not inline`);
      return { code: result, map: null };
    },
  };
}

/**
 * React Router's package exports only its development build (warnings and checks for development); the
 * production build beside it is the same API without them. Build only, so the tests keep the warnings.
 */
function reactRouterProduction(): Plugin {
  let dir = '';
  return {
    name: 'sitebase-react-router-production',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      dir = join(
        dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
        'dist/production',
      );
    },
    resolveId(source) {
      if (source === 'react-router') return join(dir, 'index.mjs');
      if (source === 'react-router/dom') return join(dir, 'dom-export.mjs');
      return null;
    },
  };
}

/**
 * Each dynamic import's list of chunks to preload with it (Vite's `__vite__mapDeps`) names every chunk of the
 * imported module's static graph, including those the importing chunk has already loaded: the importer's own
 * static graph has run by the time its import() does. Those are dropped (`modulePreload.resolveDependencies`
 * below): the lists shrink in every chunk that loads another — the entry's list alone names every page's
 * chunks — and nothing preloaded changes (issue 36, decision 0072).
 */
export function loadedChunks(): Plugin & {
  resolveDependencies: (file: string, deps: string[], ctx: { hostId: string }) => string[];
} {
  let bundle: Record<string, { type: string; imports?: string[] }> = {};
  const closures = new Map<string, Set<string>>();
  const closureOf = (file: string): Set<string> => {
    let closure = closures.get(file);
    if (closure) return closure;
    closure = new Set();
    const visit = (name: string) => {
      if (closure!.has(name)) return;
      closure!.add(name);
      const chunk = bundle[name];
      if (chunk?.type === 'chunk') for (const dep of chunk.imports ?? []) visit(dep);
    };
    visit(file);
    closures.set(file, closure);
    return closure;
  };
  return {
    name: 'sitebase-loaded-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output as typeof bundle;
        closures.clear();
      },
    },
    resolveDependencies(_file, deps, { hostId }) {
      if (!bundle[hostId]) return deps;
      const loaded = closureOf(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

/**
 * Packages known to have no side effects at import that do not say so: @emotion/react imports
 * hoist-non-react-statics (and through it react-is) by a bare `import 'hoist-non-react-statics'` for its
 * `withTheme`, which nothing here uses, and the bundler keeps a CommonJS module that does not declare itself free
 * of side effects — 1.2 kB gzip on every page. Marked so, they are dropped when unused (issue 36, decision 0072).
 */
function pureCommonJs(names: readonly string[]): Plugin {
  return {
    name: 'sitebase-pure-commonjs',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!names.includes(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { ...resolved, moduleSideEffects: false } : null;
    },
  };
}

function appLoader(): Plugin {
  return {
    name: 'sitebase-app-loader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) this.error('app loader: no entry chunk');
        const collect = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          const chunk = chunks.find((c) => c.fileName === file);
          for (const dep of chunk?.imports ?? []) collect(dep, into);
        };
        const shell = new Set<string>();
        collect(entry.fileName, shell);
        const routes: Record<string, string[]> = {};
        for (const [path, modules] of Object.entries(routePreloads())) {
          const files = new Set<string>();
          for (const module of modules) {
            // The chunk a module starts, else (a module merged into a page's chunk) the chunk that holds it.
            const named = (id: string | null | undefined) => id?.replace(/\\/g, '/').endsWith(`/${module}`);
            const chunk =
              chunks.find((c) => named(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(named));
            if (!chunk) this.error(`app loader: no chunk for ${module} (${path})`);
            collect(chunk.fileName, files);
          }
          routes[path] = [...files].filter((f) => !shell.has(f)).map((f) => `/${f}`);
        }
        const preloads = [...shell].filter((f) => f !== entry.fileName).map((f) => `/${f}`);
        // Path patterns (`/app/projects/:id`) become anchored regular expressions for the inline loader.
        // Routes share most of their chunks (the signed-in shell, Apollo): each file is written once, in `t`,
        // and routes list indexes into it.
        const table = [...new Set(Object.values(routes).flat())];
        const entries = Object.entries(routes).map(
          ([path, files]) => [path, files.map((f) => table.indexOf(f))] as const,
        );
        const exact = Object.fromEntries(entries.filter(([path]) => !path.includes(':')));
        const patterns = entries
          .filter(([path]) => path.includes(':'))
          .map(([path, files]) => [`^${path.replace(/:[^/]+/g, '[^/]+')}$`, files] as const);
        const stylesheet = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;
        const stylesheets = [...html.matchAll(stylesheet)].map((m) => m[1]!);
        const stripped = html
          .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/g, '')
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
          .replace(stylesheet, '');
        const script = appLoaderScript({
          entry: `/${entry.fileName}`,
          shell: preloads,
          exact,
          patterns,
          table,
        });
        return {
          html: stripped,
          tags: [
            {
              tag: 'script',
              attrs: {
                id: 'app-loader',
                'data-entry': `/${entry.fileName}`,
                'data-shell': preloads.join(' '),
              },
              children: script,
              injectTo: 'head',
            },
            // After the loader: a parser-inserted script waits for every stylesheet above it to arrive, and the
            // loader starts every other download (the Chakra stylesheet, decision 0094).
            ...stylesheets.map((href) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href },
              injectTo: 'head' as const,
            })),
          ],
        };
      },
    },
  };
}

const preloads = loadedChunks();

export default defineConfig({
  plugins: [
    chakraLazyGlobalStyles(),
    preloads,
    pureCommonJs(['hoist-non-react-statics', 'react-is']),
    inlineGraphqlDocuments(),
    reactRouterProduction(),
    react(),
    appLoader(),
    // The app shell offline (issue 19, decision 0032): a Workbox service worker precaches the built files and
    // answers navigations under /app with index.html when there is no signal. It never caches GraphQL, the
    // REST pass-throughs or files (/graphql, /files, /api, /health go to the network as always). Registered
    // from bundled code (virtual:pwa-register, no inline script: the CSP allows only hashed ones), in
    // production builds only, once a signed-in user opens the forms.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [/^\/app(\/|$)/],
        navigateFallbackDenylist: [/^\/(graphql|files|api|health)/],
        runtimeCaching: [],
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
    // Every script and stylesheet is also written as .br and .gz at build time (the best levels, once), and the
    // BFF serves those as they are (express-static-gzip). Compressing on each request cost the BFF ~2 ms of CPU
    // per file, and a cold signed-in load fetches ~70 of them over the browser's six connections
    // (docs/decisions/0012-web-code-splitting.md). index.html is rewritten after this step by the prerender, so
    // it is left to the BFF's on-the-fly compression.
    compression({
      include: /(^|\/)assets\/[^/]+\.(js|css|svg)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  resolve: {
    alias: [{ find: /^@chakra-ui\/react\/theme\/(.+)$/, replacement: `${CHAKRA_THEME_FILES}/$1.js` }],
    // @sitebase/shared from its TypeScript sources (its "sitebase-source" export condition): the bundle, the
    // prerender and the tests need no build of it first (decision 0041).
    conditions: ['sitebase-source', ...defaultClientConditions],
  },
  ssr: { resolve: { conditions: ['sitebase-source', ...defaultServerConditions] } },
  server: {
    // The BFF serves GraphQL on :3000; proxying keeps the browser same-origin in development.
    proxy: { '/graphql': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No modulepreload polyfill in the entry: the app loader (above) adds the preload links itself, and every
    // browser the app supports has module preloading (issue 36, decision 0072).
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        // Vendor libraries change far less often than app code: separate chunks keep them cached across deploys.
        // Chakra is not one group on purpose: one chunk would hold every component any page uses (menus,
        // tables, selects…) and the landing page would download them all. Left to the default splitting, the
        // components the shell needs ride in the entry and the rest go with the pages that use them.
        // Apollo and the form libraries are only imported by lazy pages, so their groups never join the first
        // load of the landing page (docs/decisions/0012-web-code-splitting.md).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
            // Subscriptions' own pieces (the WebSocket link, useSubscription) stay out of it: they load with the
            // live socket and the shell's live listeners, after the first page is on screen (lib/first-page.ts).
            {
              name: 'apollo',
              test: (id) =>
                /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/.test(id) &&
                !/[\\/]link[\\/]subscriptions[\\/]|[\\/]useSubscription\.js$/.test(id),
            },
            // react-hook-form apart from zod: the sign-in page validates with the form library's own rules
            // (features/auth/login.schema.ts) and must not download zod with it. Groups take their modules'
            // dependencies too, and the resolvers import react-hook-form, so the form library is claimed first.
            { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/ },
            { name: 'zod', test: /node_modules[\\/](zod|@hookform)[\\/]/ },
            // Everything the entry imports statically (rolldown's `$initial`) in one chunk with it. Left to the
            // default splitting, each module the entry shares with a lazy page (Chakra's box, spinner and button,
            // its style utilities, lib/storage.ts…) was a chunk of its own: 16 requests before anything could run,
            // most under 2 kB, over HTTP/1.1's six connections on a busy phone or laptop. Every page runs all of
            // them anyway; the bytes are the same (decision 0094).
            { name: 'initial', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // Both cores (Vitest's default on two is one worker). A timeout catches a hang, not slowness: at 5 s a test
    // failed once only because the machine was busy, and Testing Library's waits are 20 s (src/test/setup.ts),
    // so a test of several waits has a minute (decision 0073).
    maxWorkers: 2,
    testTimeout: 60_000,
    // (Each project names its files: a project's `include` would be added to one given here.)
    // Most files share a worker's loaded modules with the files before them (decision 0091): loading React,
    // Chakra with every recipe and Testing Library afresh for each file was most of the suite's time. The files
    // below run in a fresh module graph each: they mock modules (vi.mock), or they rely on module state a file
    // before them may have changed (the toaster loaded or not, a lazily loaded menu, a mocked download).
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
        },
      },
      { extends: true, test: { name: 'isolated', isolate: true, include: ISOLATED_TESTS } },
    ],
  },
});
