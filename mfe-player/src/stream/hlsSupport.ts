const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** A playlist URL (signed content masters carry a query string). */
export function isHlsUrl(url: string): boolean {
  return /\.m3u8(?:$|[?#])/i.test(url);
}

/**
 * hls.js wherever Media Source Extensions exist (ManagedMediaSource on newer iPhones): it gives
 * the quality menu and our bandwidth choice. Chromium 156 also answers 'maybe' for HLS, so
 * canPlayType alone would hide the menu on desktop; native HLS is for browsers without MSE.
 */
export function hasMediaSource(): boolean {
  return typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
}

/** Safari and older iPhones play HLS themselves. */
export function playsHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType(HLS_TYPE) !== '';
}

/** hls.js is a large library: fetched only when a stream needs it. */
export const loadHls = () => import(/* webpackChunkName: "hls" */ 'hls.js').then((m) => m.default);
