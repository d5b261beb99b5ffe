// What the document's inline script does (first-paint-script.ts): as the document is parsed, long
// before the app's code has arrived, it reads the route table, starts the page's first reads for
// the chosen viewer profile and paints the page's declared first screen as soon as its read
// answers (issue 28). Plain DOM and contracts only: a few KB.
import {
  DEFAULT_LANGUAGE,
  type EarlyRequest,
  INLINE_MANIFEST_ID,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  MEMBER_SNAPSHOT_KEY,
  type OwnedRoute,
  PAGE_DRAWN_EVENT,
  pageStyleNonce,
  type RuntimeManifest,
  resolveCanaries,
  VIEWER_CHOICE_STORAGE_KEY,
} from '@premieres/contracts';
import {
  type MemberSession,
  startEarlyRequests,
  startedAnswer,
  startMemberRequests,
  storedViewerToken,
} from '../data/early-requests';
import { fetchRemoteManifest } from '../federation/remote-manifest';
import { visitorId } from '../federation/visitor-id';
import { buildRouteTable, findRoute } from '../routes/route-table';
import { startEarlySession } from '../session/early-session';
import { holdEarlyManifest } from './early-manifest';
import {
  endFirstPaint,
  endFirstPaintWhenDrawn,
  expectFirstPaint,
  firstPaintOpen,
  settleFirstPaint,
} from './first-paint-state';
import { endFontWarming, paintFirstScreen, warmFirstPaintFonts } from './paint';
import { releaseStartHints } from './start-hints';

function storedLanguage(): string {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return LANGUAGES.find((language) => language === stored) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Whether the stored viewer profile is the choice of the member this browser last saw signed in
 * (auth-store keeps both; sign-out deletes the member): a choice left by another account (or by a
 * member since signed out) is not painted from, as the app will ask "Who's watching?" first.
 */
export function choiceOfSignedInMember(): boolean {
  return signedInMemberOfChoice() !== null;
}

/** The member whose stored viewer profile choice it is, when that is the last one seen signed in. */
function signedInMemberOfChoice(): string | null {
  try {
    const member = JSON.parse(window.localStorage.getItem(MEMBER_SNAPSHOT_KEY) ?? 'null') as {
      id?: unknown;
    } | null;
    const choice = JSON.parse(window.localStorage.getItem(VIEWER_CHOICE_STORAGE_KEY) ?? 'null') as {
      userId?: unknown;
      token?: unknown;
    } | null;
    return typeof member?.id === 'string' &&
      member.id === choice?.userId &&
      typeof choice.token === 'string' &&
      choice.token.length > 0
      ? member.id
      : null;
  } catch {
    return null;
  }
}

/**
 * The session `early` restores, when it is `memberId`'s: read from a copy of the answer (the API
 * client reads the original), null for a refusal, another account, or anything unreadable.
 */
export function memberSessionOf(early: EarlyRequest, memberId: string): Promise<MemberSession | null> {
  return early.response
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
    .then((body) => {
      const session = body as { user?: { id?: unknown }; accessToken?: unknown } | null;
      return session?.user?.id === memberId &&
        typeof session.accessToken === 'string' &&
        session.accessToken.length > 0
        ? { accessToken: session.accessToken }
        : null;
    })
    .catch(() => null);
}

/**
 * A page whose first read is the member's own (`memberPreload`, My List): the session restore
 * starts here, as the document arrives (the entry would start it later, once), and the read goes
 * as soon as it answers, only for the chosen profile of the member this browser last saw signed
 * in, and only when the restored session is that member's.
 */
export function startMemberReads(
  route: OwnedRoute,
  pathname: string,
  apiBase: string,
  search = '',
  afterSending?: () => void,
): void {
  const memberId = signedInMemberOfChoice();
  if (!route.memberPreload?.length || !memberId || !storedViewerToken()) return;
  const early = startEarlySession(apiBase, afterSending);
  if (!early) return;
  startMemberRequests(route, pathname, apiBase, search, memberSessionOf(early, memberId));
}

/** The copy of /remotes.json the gateway inlined (left for the app to take), else the file itself. */
function readManifest(doc: Document): Promise<RuntimeManifest> {
  const inline = doc.getElementById(INLINE_MANIFEST_ID);
  if (inline) {
    try {
      return Promise.resolve(JSON.parse(inline.textContent ?? '') as RuntimeManifest);
    } catch {
      return Promise.reject(new Error('unreadable inline manifest'));
    }
  }
  // Production's static index.html: the app takes this same answer instead of asking again.
  return holdEarlyManifest(fetchRemoteManifest());
}

/**
 * Paints the route's first screen from its read, for the signed-in member's chosen viewer profile
 * only: its token went with the read, so the API's scope kept every title above the profile's
 * ceiling out of it. With no profile chosen the app shows 'Who's watching?' first, and nothing is
 * painted.
 */
export function paintWhenAnswered(
  route: OwnedRoute,
  pathname: string,
  apiBase: string,
  doc: Document,
  search = '',
): Promise<HTMLElement | null> {
  const paint = route.firstPaint;
  const answer =
    paint && storedViewerToken() && choiceOfSignedInMember()
      ? startedAnswer(route, paint.read, pathname, apiBase, search)
      : null;
  if (!paint || !answer) return Promise.resolve(null);
  return answer.then((body) => {
    const { pathname: now, search: nowSearch } = window.location;
    if (body === undefined || !firstPaintOpen() || now !== pathname || nowSearch !== search) return null;
    return paintFirstScreen(doc, paint, body, {
      language: storedLanguage(),
      nonce: pageStyleNonce(doc) ?? null,
      chrome: route.chrome === 'app',
      search,
    });
  });
}

/** Resolves once the pictures drawn at once have loaded (or failed) and a frame has shown them. */
export function picturesShown(painted: HTMLElement | null): Promise<void> {
  if (!painted) return Promise.resolve();
  const eager = [...painted.querySelectorAll('img')].filter(
    (image) => image.getAttribute('loading') !== 'lazy',
  );
  const loaded = eager.map((image) =>
    typeof image.decode === 'function' ? image.decode().catch(() => undefined) : undefined,
  );
  return Promise.all(loaded).then(
    () =>
      new Promise<void>((resolve) => {
        // After the next frame has been drawn, not before it.
        requestAnimationFrame(() => setTimeout(resolve, 0));
      }),
  );
}

/** Starts the route's first reads, and finds its fonts while they travel. */
function startReads(route: OwnedRoute, pathname: string, apiBase: string, search: string, doc: Document) {
  startEarlyRequests(route, pathname, apiBase, search);
  // Once the reads are on their way (a member read's session restore goes when its lock is granted).
  const warm = () => {
    if (route.firstPaint && firstPaintOpen()) warmFirstPaintFonts(doc);
  };
  if (route.memberPreload?.length) startMemberReads(route, pathname, apiBase, search, warm);
  else if (choiceOfSignedInMember()) warm();
}

/** Runs once, from the inline script. */
export function startFirstPaint(doc: Document = document): void {
  const { pathname, search } = window.location;
  const apiBase = `${window.location.origin}/api/`;
  // The page drew (or drew its loading state): the first paint goes once the page's pictures show.
  window.addEventListener(PAGE_DRAWN_EVENT, () => void endFirstPaintWhenDrawn(doc));
  // Any navigation before the app has taken over ends it too.
  window.addEventListener('popstate', () => endFirstPaint(doc));
  expectFirstPaint();
  void readManifest(doc)
    .then((listed) => {
      const route = findRoute(buildRouteTable(resolveCanaries(listed, visitorId())), pathname);
      if (route) startReads(route, pathname, apiBase, search, doc);
      releaseStartHints(doc);
      if (!route) return;
      return paintWhenAnswered(route, pathname, apiBase, doc, search)
        .then(picturesShown)
        .finally(() => endFontWarming(doc));
    })
    // The app reads the manifest again and shows its own error.
    .catch(() => releaseStartHints(doc))
    .finally(settleFirstPaint);
}
