export interface EmbedOptions {
  /** Start muted (mute=1); default false. */
  muted?: boolean;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d+$/;
const YOUTUBE_PATH = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/;

function parse(url: string): URL | null {
  const v = url.trim();
  if (!v || /^\/(?!\/)/.test(v)) return null;
  // Accept 'youtube.com/watch?v=…' typed without a scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v.replace(/^\/\//, '')}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/** YouTube 't'/'start' value ('90', '90s', '1m30s', '1h2m3s') → seconds, or null. */
function startSeconds(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!m) return null;
  const total = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return total > 0 ? total : null;
}

function youTubeEmbed(u: URL, host: string, muted: boolean): string | null {
  let id: string | null = null;
  if (host === 'youtu.be') id = u.pathname.split('/')[1] ?? null;
  else if (u.pathname === '/watch') id = u.searchParams.get('v');
  else id = YOUTUBE_PATH.exec(u.pathname)?.[1] ?? null;
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const base =
    host === 'youtube-nocookie.com' ? 'https://www.youtube-nocookie.com' : 'https://www.youtube.com';
  const start = startSeconds(u.searchParams.get('t') ?? u.searchParams.get('start'));
  const query = `autoplay=1&mute=${muted ? 1 : 0}&rel=0&modestbranding=1${start ? `&start=${start}` : ''}`;
  return `${base}/embed/${id}?${query}`;
}

function vimeoEmbed(u: URL, host: string, muted: boolean): string | null {
  const parts = u.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash = u.searchParams.get('h');
  if (host === 'player.vimeo.com') {
    if (parts[0] !== 'video') return null;
    id = parts[1];
  } else {
    // vimeo.com/ID[/HASH], /channels/x/ID, /groups/x/videos/ID, /showcase/x/video/ID
    const index = parts.findIndex((p) => VIMEO_ID.test(p));
    id = index >= 0 ? parts[index] : undefined;
    const next = index >= 0 ? parts[index + 1] : undefined;
    if (!hash && next && /^[0-9a-f]+$/i.test(next)) hash = next;
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  // Vimeo's own mute flag is 'muted'; rel and modestbranding are YouTube-only and Vimeo ignores them.
  const query = `${hash ? `h=${hash}&` : ''}autoplay=1&muted=${muted ? 1 : 0}&rel=0&modestbranding=1`;
  return `https://player.vimeo.com/video/${id}?${query}`;
}

/**
 * Video-site watch/share/embed address → embed URL with autoplay=1, a mute flag, rel=0 and
 * modestbranding=1 (spec §2). YouTube (watch, youtu.be, embed, shorts, live, youtube-nocookie)
 * and Vimeo; null for anything else (play such URLs in a <video> element).
 */
export function toEmbedUrl(url: string | null | undefined, options: EmbedOptions = {}): string | null {
  const u = parse(url ?? '');
  if (!u) return null;
  const host = u.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  const muted = options.muted ?? false;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'youtu.be') {
    return youTubeEmbed(u, host, muted);
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') return vimeoEmbed(u, host, muted);
  return null;
}

/** True when the URL is a YouTube or Vimeo video address that `toEmbedUrl` can rewrite. */
export function isEmbeddableVideoSite(url: string | null | undefined): boolean {
  return toEmbedUrl(url) !== null;
}

export type VideoSource = { kind: 'embed'; url: string } | { kind: 'file'; url: string };

/** How the player shows a URL: an iframe for video sites, a <video> element otherwise; null when empty. */
export function videoSource(url: string | null | undefined, options: EmbedOptions = {}): VideoSource | null {
  const v = (url ?? '').trim();
  if (!v) return null;
  const embed = toEmbedUrl(v, options);
  return embed ? { kind: 'embed', url: embed } : { kind: 'file', url: v };
}
