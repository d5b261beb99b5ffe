export type { AudioRendition, Ladder, SubtitleRendition, VideoRendition } from './ladder';
export { AUDIO_GROUP, renderMasterPlaylist, SUBTITLE_GROUP, subtitlePlaylistUri } from './master-playlist';
export {
  isMediaLanguage,
  MEDIA_LANGUAGE_CODES,
  MEDIA_LANGUAGES,
  type MediaLanguage,
  mediaLanguageOf,
} from './media-languages';
export { renderSubtitlePlaylist, rewriteMediaPlaylist } from './media-playlists';
export { type MasterPlaylistOptions, passThroughSignUrl, type SignUrl } from './playlist-options';
