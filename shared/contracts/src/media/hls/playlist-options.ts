/**
 * Turns a URI of a playlist (relative to the asset's folder) into the URL the player fetches.
 * The entitlement layer signs here (short-lived HMAC query); the default leaves it as it is.
 */
export type SignUrl = (uri: string) => string;

export const passThroughSignUrl: SignUrl = (uri) => uri;

export interface MasterPlaylistOptions {
  /** Tallest video rendition the viewer's plan allows (Basic 480, Standard 1080); none = all. */
  allowedMaxHeight?: number;
  signUrl?: SignUrl;
}
