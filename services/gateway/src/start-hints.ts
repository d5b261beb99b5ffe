// Preload hints for an app page: the files its route will ask for before it draws, named in the
// HTML so the browser fetches them with the page. Without them each step is found only after the
// previous one ran: main.js → /remotes.json → the remote's manifest → its entry → its chunks
// (issue 12: /movies asked for its first remote chunk at 1.2 s).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  INLINE_MANIFEST_ID,
  type OwnedRoute,
  type RuntimeManifest,
  START_HINTS_TEMPLATE_ID,
} from '@premieres/contracts';
import { CHUNK_GROUPS_FILE, type ChunkGroupsFile, MANIFEST_FILE } from '@premieres/federation';
import { distOf, type FrontEndApp } from './paths';
import { remotePrefix } from './remote-manifest';

/** The part of a remote's mf-manifest.json the hints need. */
export interface ExposingManifest {
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: { name: string; assets: { js: { sync: string[] } } }[];
}

const readJson = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;

/**
 * The files of the named groups. `shared:*` stands for every shared package's group that no other
 * startup list names (`claimed`): the UI kit's packages are named by `uiKit`, so a page drawn
 * without the kit does not download it.
 */
export function groupFiles(
  file: ChunkGroupsFile,
  keys: readonly string[],
  claimed: ReadonlySet<string> = new Set(),
): string[] {
  const names = keys.flatMap((key) =>
    key === 'shared:*'
      ? Object.keys(file.groups).filter((name) => name.startsWith('shared:') && !claimed.has(name))
      : [key],
  );
  return [...new Set(names.flatMap((name) => file.groups[name] ?? []))];
}

/** What the shell loads on demand before a page of this route draws. */
export function shellStartFiles(file: ChunkGroupsFile, route: OwnedRoute): string[] {
  const startup = file.startup;
  if (!startup) return [];
  const claimed = new Set([...(startup.uiKit ?? []), ...(startup.appChrome ?? [])]);
  return groupFiles(
    file,
    [
      ...startup.always,
      ...(route.uiKit ? (startup.uiKit ?? []) : []),
      ...(route.chrome === 'app' ? (startup.appChrome ?? []) : []),
    ],
    claimed,
  );
}

/** A remote's entry and the chunks of its exposed './App' (shared packages come from the shell). */
export function remoteStartFiles(manifest: ExposingManifest): string[] {
  const app = manifest.exposes?.find((item) => item.name === 'App' || item.name === './App');
  return [manifest.metaData?.remoteEntry?.name || 'remoteEntry.js', ...(app?.assets.js.sync ?? [])];
}

/** The files of the page's own chunk (`pageChunk`), which the remote's App imports on demand. */
export function pageChunkFiles(file: ChunkGroupsFile | null, route: OwnedRoute): string[] {
  return file && route.pageChunk ? groupFiles(file, [route.pageChunk]) : [];
}

export function preloadTags(
  base: string,
  scripts: readonly string[],
  fetches: readonly string[] = [],
  scriptPriority: 'auto' | 'low' = 'auto',
): string {
  const priority = scriptPriority === 'low' ? ' fetchpriority="low"' : '';
  return [
    ...fetches.map((file) => `<link rel="preload" as="fetch" crossorigin href="${base}${file}">`),
    ...scripts.map((file) => `<link rel="preload" as="script"${priority} href="${base}${file}">`),
  ].join('');
}

/**
 * The hints for a route's page. The remote's files are named only when the page will load this
 * gateway's own build of it (not a canary or another origin's: those differ per visitor).
 */
export function startHints(
  route: OwnedRoute,
  manifest: RuntimeManifest,
  shell: FrontEndApp,
  remotes: readonly FrontEndApp[],
): string {
  const shellGroups = readJson<ChunkGroupsFile>(join(distOf(shell), CHUNK_GROUPS_FILE));
  // A page the document paints first (its route's firstPaint) needs its read and its pictures
  // before its code: the scripts yield to them (six connections per host over HTTP/1.1, and one
  // stream's weight over HTTP/2), and the app's first render waits for the first paint anyway.
  const scriptPriority = route.firstPaint ? 'low' : 'auto';
  const tags = [shellGroups ? preloadTags('/', shellStartFiles(shellGroups, route), [], scriptPriority) : ''];
  const listed = manifest[route.remote];
  const remote = remotes.find((app) => app.name === route.remote);
  const ownBuild = `${remotePrefix(route.remote)}${MANIFEST_FILE}`;
  if (remote && listed && listed.entry === ownBuild && !listed.canary) {
    const remoteManifest = readJson<ExposingManifest>(join(distOf(remote), MANIFEST_FILE));
    const remoteGroups = readJson<ChunkGroupsFile>(join(distOf(remote), CHUNK_GROUPS_FILE));
    if (remoteManifest) {
      const files = [...remoteStartFiles(remoteManifest), ...pageChunkFiles(remoteGroups, route)];
      tags.push(
        preloadTags(remotePrefix(route.remote), [...new Set(files)], [MANIFEST_FILE], scriptPriority),
      );
    }
  }
  return heldForFirstReads(route, tags.join(''));
}

/**
 * A page the document paints first gets its hints in a <template> (whose links are not fetched):
 * its script adds them once the page's first reads are asked for. Over HTTP/1.1 the code had taken
 * the six connections, and the reads and then the pictures waited for one (issue 28).
 */
export function heldForFirstReads(route: Pick<OwnedRoute, 'firstPaint'>, hints: string): string {
  return route.firstPaint && hints ? `<template id="${START_HINTS_TEMPLATE_ID}">${hints}</template>` : hints;
}

/** The page with `tags` at the end of its <head>; unchanged when it has none. */
export function withHeadTags(html: string, tags: string): string {
  return tags && html.includes('</head>') ? html.replace('</head>', `${tags}</head>`) : html;
}

/**
 * /remotes.json inside the page, so the shell knows the route (and starts its reads and remote)
 * without first waiting for a connection behind the preloads. `<` is escaped: no `</script>` in it.
 */
export function inlineManifest(manifest: RuntimeManifest): string {
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  return `<script id="${INLINE_MANIFEST_ID}" type="application/json">${json}</script>`;
}
