import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  fillLogoTargets,
  type OwnedRoute,
  ownedRoutes,
  prerenderedDocumentOf,
  SHELL_ITEM,
} from '@premieres/contracts';
import { CHUNK_GROUPS_FILE, MANIFEST_FILE, ROUTES_FILE } from '@premieres/federation';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheControlFor, NO_CACHE } from './cache-headers';
import { HtmlPage } from './html-pages';
import { pageRouteFor } from './known-pages';
import { fillRemoteBase } from './landing-page';
import { distOf, type FrontEndApp } from './paths';
import { NOT_FOUND_DOCUMENT_FILE } from './prerender';
import { buildRemoteManifest, type RemoteManifest, remotePrefix } from './remote-manifest';
import { addSecurityHeaders, contentSecurityPolicy } from './security-headers';
import { inlineManifest, startHints, withHeadTags } from './start-hints';

export interface FrontEndOptions {
  shell: FrontEndApp;
  remotes: FrontEndApp[];
  /** Remote name → manifest URL elsewhere (dev server, other origin). */
  overrides?: Record<string, string>;
  /** A JSON file served as /remotes.json instead of the generated one (deploy manifests, tests). */
  manifestFile?: string;
  /** Other builds of a remote, served at /remotes/<name>/<version>/ like a versioned deploy. */
  versionedBuilds?: VersionedBuild[];
}

export interface VersionedBuild {
  name: string;
  version: string;
  /** The build folder (what would be uploaded to remotes/<name>/<version>/). */
  dist: string;
}

/** Paths that belong to the API or to builds: never answered with the SPA page. */
const NOT_PAGES = /^\/(api|media|remotes)(\/|$)|\.[a-z0-9]{1,8}$/i;

function setStaticHeaders(reply: FastifyReply, path: string) {
  reply.header('cache-control', cacheControlFor(path));
}

/**
 * The static side of the gateway: each remote's build under /remotes/<name>/ (as if from its own
 * origin: CORS, its own cache rules), /remotes.json, and the shell at / with the SPA fallback.
 */
export async function registerFrontEnd(app: FastifyInstance, options: FrontEndOptions): Promise<void> {
  addSecurityHeaders(app);
  const indexFile = join(distOf(options.shell), 'index.html');
  // Remotes served from other origins (overrides, a deploy manifest) may run scripts too.
  const policy = (html: string) => contentSecurityPolicy(html, remoteOrigins(manifest()));
  const spaPage = new HtmlPage([indexFile], (read) => read(indexFile), policy);
  const manifest = (): RemoteManifest =>
    options.manifestFile
      ? (JSON.parse(readFileSync(options.manifestFile, 'utf8')) as RemoteManifest)
      : buildRemoteManifest(options.remotes, options.overrides);
  // A route declared `prerendered` is served with its remote's own document (see prerender.ts):
  // the prerendered page and its islands bundle, without the shell.
  const prerenderedPages = new Map<string, HtmlPage>();
  const prerenderedPageOf = (remote: FrontEndApp, route: OwnedRoute): HtmlPage => {
    const file = prerenderedDocumentOf(route);
    const key = `${remote.name}|${file}`;
    const known = prerenderedPages.get(key);
    if (known) return known;
    const documentFile = join(distOf(remote), file);
    const page = new HtmlPage(
      [documentFile],
      (read) => {
        const document = read(documentFile);
        return document === null ? null : fillRemoteBase(document, remotePrefix(remote.name));
      },
      policy,
    );
    prerenderedPages.set(key, page);
    return page;
  };
  // An app page names the files its route loads first (start-hints.ts): one page per route (the
  // page's own chunk differs from route to route).
  const hintedPages = new Map<string, HtmlPage>();
  const hintedPageOf = (route: OwnedRoute): HtmlPage => {
    const key = `${route.remote}|${route.path}`;
    const known = hintedPages.get(key);
    if (known) return known;
    // Rebuilt when the shell's groups or any remote's build (its routes, manifest, chunks) change.
    const files = [
      indexFile,
      join(distOf(options.shell), CHUNK_GROUPS_FILE),
      ...options.remotes.flatMap((app) =>
        [MANIFEST_FILE, ROUTES_FILE, CHUNK_GROUPS_FILE].map((file) => join(distOf(app), file)),
      ),
      ...(options.manifestFile ? [options.manifestFile] : []),
    ];
    const page = new HtmlPage(
      files,
      (read) => {
        const index = read(indexFile);
        if (!index) return null;
        const current = manifest();
        const hints = startHints(route, current, options.shell, options.remotes);
        return withHeadTags(index, `${inlineManifest(current)}${hints}`);
      },
      policy,
    );
    hintedPages.set(key, page);
    return page;
  };
  // The shell's prerendered 404 page (prerender.ts), for a path no remote declares: when every
  // remote's routes are known here (no override without routes, no canary that may add some), no
  // such path can be a page the app would draw. Without it (an older shell build), the app's own.
  // Its home links are the remotes' declared `nav: logo` targets, filled in here (and again when a
  // remote's routes or the manifest change).
  const notFoundFile = join(distOf(options.shell), NOT_FOUND_DOCUMENT_FILE);
  const notFoundPage = new HtmlPage(
    [
      notFoundFile,
      ...options.remotes.map((app) => join(distOf(app), ROUTES_FILE)),
      ...(options.manifestFile ? [options.manifestFile] : []),
    ],
    (read) => {
      const document = read(notFoundFile);
      return document === null ? null : fillLogoTargets(document, ownedRoutes(manifest()));
    },
    policy,
  );
  const everyRouteKnown = (current: RemoteManifest) =>
    Object.entries(current).every(
      ([name, remote]) => name === SHELL_ITEM || (remote.routes && !remote.canary),
    );
  /** The HTML for a page path, and whether a remote owns it (else it is answered with 404). */
  const pageFor = (path: string): { page: HtmlPage; fallback?: HtmlPage; known: boolean } => {
    const current = manifest();
    const route = pageRouteFor(current, path);
    if (!route && everyRouteKnown(current)) return { page: notFoundPage, fallback: spaPage, known: false };
    if (!route) return { page: spaPage, known: false };
    const owner = route.prerendered ? options.remotes.find((remote) => remote.name === route.remote) : null;
    return { page: owner ? prerenderedPageOf(owner, route) : hintedPageOf(route), known: true };
  };

  const builds = [
    ...(options.versionedBuilds ?? []).map((build) => ({
      root: build.dist,
      prefix: `${remotePrefix(build.name)}${build.version}/`,
    })),
    ...options.remotes.map((remote) => ({ root: distOf(remote), prefix: remotePrefix(remote.name) })),
  ];
  for (const { root, prefix } of builds) {
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'ignore',
      index: false,
      setHeaders: (reply, path) => {
        setStaticHeaders(reply, path);
        // mf-manifest.json is read with fetch() by a shell that may live on another origin.
        reply.header('access-control-allow-origin', '*');
      },
    });
  }

  app.get('/remotes.json', async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).send(manifest()),
  );

  spaPage.warm();
  pageFor('/').page.warm();
  // '/' is no file: the static handler below would not pass it on to the page handler.
  app.get('/', async (request, reply) => (pageFor('/').page.send(request, reply) ? reply : notBuilt(reply)));
  // The shell page by its file name too (the service worker keeps it as the offline page): a
  // document, so it gets its policy and nonce like every other, never the raw file.
  app.get('/index.html', async (request, reply) => (spaPage.send(request, reply) ? reply : notBuilt(reply)));

  await app.register(fastifyStatic, {
    root: distOf(options.shell),
    prefix: '/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    index: false,
    setHeaders: setStaticHeaders,
  });

  // Any other page path is the single-page app; a path no remote declares gets the 404 page (or
  // the app, which shows its 404 screen) with HTTP 404 (crawlers and monitors see the real status).
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGES.test(path);
    if (wantsPage) {
      const { page, fallback, known } = pageFor(path);
      if (page.send(request, reply.code(known ? 200 : 404))) return reply;
      if (fallback?.send(request, reply)) return reply;
      return notBuilt(reply);
    }
    return reply
      .code(404)
      .send({ statusCode: 404, error: 'Not Found', message: `${request.method} ${path} not found` });
  });
}

/** Origins of remotes whose manifest URL is absolute (another origin than the page's). */
function remoteOrigins(current: RemoteManifest): string[] {
  const entries = Object.values(current).flatMap((remote) => [remote.entry, remote.canary?.entry]);
  return entries.flatMap((entry) => (entry && /^https?:\/\//i.test(entry) ? [new URL(entry).origin] : []));
}

function notBuilt(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .type('text/plain; charset=utf-8')
    .send('This page is not built yet: run `npm run build` (or `npm start`, which builds what is missing).');
}
