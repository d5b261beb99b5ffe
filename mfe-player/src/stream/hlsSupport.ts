const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** A playlist URL (signed content masters carry a query string). */
export function isHlsUrl(url: string): boolean {
  return /\.m3u8(?:$|[?#])/i.test(url);
}

/** Safari and iOS play HLS themselves; elsewhere hls.js feeds Media Source Extensions. */
export function playsHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType(HLS_TYPE) !== '';
}

/** hls.js is a large library: fetched only when a stream needs it. */
export const loadHls = () => import(/* webpackChunkName: "hls" */ 'hls.js').then((m) => m.default);
