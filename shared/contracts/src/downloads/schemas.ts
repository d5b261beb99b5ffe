import { type Static, Type } from 'typebox';
import { DateTimeSchema, Nullable, RecordIdSchema } from '../admin/common';
import { DeviceIdSchema } from '../billing/streams';
import { MediaLanguageSchema } from '../languages/language-preferences';
import { DownloadQualitySchema } from './quality';

/** Licences and devices are stored records: ObjectId hex. */
const ObjectIdSchema = Type.String({ pattern: '^[a-f0-9]{24}$' });
const DeviceNameSchema = Type.String({ minLength: 1, maxLength: 60 });
/** The AES-128 key of a licence's package, base64 (16 bytes). */
const LicenceKeySchema = Type.String({ pattern: '^[A-Za-z0-9+/]{22}==$' });

/** `GET /api/downloads/options?contentId=&episodeId=` */
export const DownloadOptionsQuerySchema = Type.Object(
  { contentId: RecordIdSchema, episodeId: Type.Optional(RecordIdSchema) },
  { additionalProperties: false },
);
export type DownloadOptionsQuery = Static<typeof DownloadOptionsQuerySchema>;

export const DownloadOptionSchema = Type.Object({
  quality: DownloadQualitySchema,
  /** English label ('Standard (480p)'); the browser may build its own from quality + height. */
  label: Type.String(),
  height: Type.Integer({ minimum: 1 }),
  /** Size of the package (exact once packaged, else estimated from the ladder's bit rates). */
  bytes: Type.Integer({ minimum: 0 }),
});
export type DownloadOption = Static<typeof DownloadOptionSchema>;

/** Only the qualities within the plan's cap; `devices.limit` is 0 on Basic (and `options` empty). */
export const DownloadOptionsSchema = Type.Object({
  options: Type.Array(DownloadOptionSchema),
  devices: Type.Object({ used: Type.Integer({ minimum: 0 }), limit: Type.Integer({ minimum: 0 }) }),
});
export type DownloadOptions = Static<typeof DownloadOptionsSchema>;

/** `POST /api/downloads/licences` */
export const LicenceRequestSchema = Type.Object(
  {
    contentId: RecordIdSchema,
    episodeId: Type.Optional(RecordIdSchema),
    quality: DownloadQualitySchema,
    deviceId: DeviceIdSchema,
    deviceName: DeviceNameSchema,
    /** The audio language to include; default: the profile's preference, else the title's default. */
    audioLanguage: Type.Optional(MediaLanguageSchema),
  },
  { additionalProperties: false },
);
export type LicenceRequest = Static<typeof LicenceRequestSchema>;

const EpisodeRefSchema = Type.Object({
  season: Type.Integer(),
  number: Type.Integer(),
  title: Type.String(),
});

const licenceFields = {
  id: ObjectIdSchema,
  contentId: Type.String(),
  episodeId: Nullable(Type.String()),
  /** The series' episode (season, number, title) for per-episode entries; null for a film. */
  episode: Nullable(EpisodeRefSchema),
  title: Type.String(),
  posterUrl: Type.String(),
  quality: DownloadQualitySchema,
  height: Type.Integer({ minimum: 1 }),
  bytes: Type.Integer({ minimum: 0 }),
  deviceId: DeviceIdSchema,
  issuedAt: DateTimeSchema,
  expiresAt: DateTimeSchema,
  playbackStartedAt: Nullable(DateTimeSchema),
};

export const LicenceFileSchema = Type.Object({
  /** File name inside the package (`index.m3u8`, `s0000.ts`, `en.vtt`); flat, no folders. */
  name: Type.String(),
  /** Signed, short-lived URL of the file (download it before it expires; ask again if it has). */
  url: Type.String(),
  bytes: Type.Integer({ minimum: 0 }),
});
export type LicenceFile = Static<typeof LicenceFileSchema>;

export const LicenceSubtitleSchema = Type.Object({
  language: MediaLanguageSchema,
  name: Type.String(),
  default: Type.Boolean(),
  /** One of `files[].name` (a WebVTT file with its X-TIMESTAMP-MAP). */
  file: Type.String(),
});

/**
 * A download licence with everything to fetch and play it: the AES-128 key (base64, 16 bytes),
 * the media playlist's file name (its EXT-X-KEY URI is DOWNLOAD_KEY_URI, its IV explicit) and the
 * package's files (segments encrypted, video and the one audio language muxed together).
 */
export const LicenceSchema = Type.Object({
  ...licenceFields,
  key: LicenceKeySchema,
  playlist: Type.String(),
  audioLanguage: MediaLanguageSchema,
  durationSeconds: Type.Number({ minimum: 0 }),
  subtitles: Type.Array(LicenceSubtitleSchema),
  files: Type.Array(LicenceFileSchema),
});
export type Licence = Static<typeof LicenceSchema>;

/** A licence without key or files; `revokedAt` set: the device deletes its copy. */
export const LicenceSummarySchema = Type.Object({
  ...licenceFields,
  revokedAt: Nullable(DateTimeSchema),
});
export type LicenceSummary = Static<typeof LicenceSummarySchema>;

/** `GET /api/downloads/licences?deviceId=` (the device's licences, revoked ones included). */
export const LicenceListQuerySchema = Type.Object(
  { deviceId: DeviceIdSchema },
  { additionalProperties: false },
);
export const LicenceListSchema = Type.Object({ licences: Type.Array(LicenceSummarySchema) });
export type LicenceList = Static<typeof LicenceListSchema>;

export const LicenceParamsSchema = Type.Object({ id: ObjectIdSchema });

/** `POST /api/downloads/licences/:id/playback`: the 48-hour window starts (once). */
export const LicencePlaybackSchema = Type.Object({
  expiresAt: DateTimeSchema,
  playbackStartedAt: DateTimeSchema,
});
export type LicencePlayback = Static<typeof LicencePlaybackSchema>;

/**
 * `POST /api/downloads/licences/:id/renew`: a new expiry and the same key again (a browser deletes
 * its copy of the key when the licence expires), no download again.
 */
export const LicenceRenewalSchema = Type.Object({ expiresAt: DateTimeSchema, key: LicenceKeySchema });
export type LicenceRenewal = Static<typeof LicenceRenewalSchema>;

export const DownloadDeviceSchema = Type.Object({
  id: DeviceIdSchema,
  name: Type.String(),
  lastSeenAt: DateTimeSchema,
  /** Live (unrevoked, unexpired) licences the device holds. */
  licences: Type.Integer({ minimum: 0 }),
});
export type DownloadDevice = Static<typeof DownloadDeviceSchema>;

/** `GET /api/downloads/devices` */
export const DownloadDevicesSchema = Type.Object({
  devices: Type.Array(DownloadDeviceSchema),
  limit: Type.Integer({ minimum: 0 }),
});
export type DownloadDevices = Static<typeof DownloadDevicesSchema>;

export const DownloadDeviceParamsSchema = Type.Object({ id: DeviceIdSchema });
