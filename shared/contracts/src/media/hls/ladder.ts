import type { MediaLanguage } from './media-languages';

/**
 * What a finished transcode stored, enough to write every playlist on request: the master
 * playlist is generated from this, never stored, so the entitlement layer can drop renditions
 * by plan and sign every URL. URIs are relative to the asset's folder (`v720/index.m3u8`).
 */
export interface VideoRendition {
  /** '240p', '480p', ... */
  id: string;
  width: number;
  height: number;
  /** Peak bits per second of one segment, audio included (HLS BANDWIDTH). */
  bandwidth: number;
  /** Mean bits per second, audio included (HLS AVERAGE-BANDWIDTH). */
  averageBandwidth: number;
  /** RFC 6381 codecs of the variant: video and audio (`avc1.4d401f,mp4a.40.2`). */
  codecs: string;
  frameRate: number;
  uri: string;
}

export interface AudioRendition {
  language: MediaLanguage;
  name: string;
  default: boolean;
  channels: number;
  uri: string;
}

export interface SubtitleRendition {
  language: MediaLanguage;
  name: string;
  default: boolean;
  /** The one WebVTT file; its playlist (one segment) is written on request. */
  vttUri: string;
}

export interface Ladder {
  durationSeconds: number;
  video: VideoRendition[];
  audio: AudioRendition[];
  subtitles: SubtitleRendition[];
  /** MPEG-TS timestamp (90 kHz) of the first video frame, for WebVTT's X-TIMESTAMP-MAP. */
  startPts: number;
  poster: string | null;
}
