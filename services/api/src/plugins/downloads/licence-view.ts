import type { Licence, LicenceSummary } from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';
import { signMediaUrl } from '../../core/media-signature';
import type { DownloadPackageDoc } from '../../media-pipeline/downloads/download-package';
import type { DownloadLicenceDoc } from '../../models/download-licence';

/** Package file URLs live long enough to download a long film on a slow line, not for good. */
export const FILE_URL_TTL_SECONDS = 6 * 60 * 60;

export interface TitleFacts {
  title: string;
  posterUrl: string;
  episode: Licence['episode'];
}

/** Path of a package file through a licence (signed; checked against the licence on every request). */
export const licenceFilePath = (licenceId: string, name: string) =>
  `/media/downloads/${encodeURIComponent(licenceId)}/${name}`;

export function toSummary(doc: DownloadLicenceDoc, facts: TitleFacts, bytes: number): LicenceSummary {
  return {
    id: String(doc._id),
    contentId: doc.movie_id,
    episodeId: doc.episode_id,
    episode: facts.episode,
    title: facts.title,
    posterUrl: facts.posterUrl,
    quality: doc.quality,
    height: doc.height,
    bytes,
    deviceId: doc.device_id,
    issuedAt: doc.issued_at.toISOString(),
    expiresAt: doc.expires_at.toISOString(),
    playbackStartedAt: doc.playback_started_at?.toISOString() ?? null,
    revokedAt: doc.revoked_at?.toISOString() ?? null,
  };
}

/** The licence with its key and freshly signed file URLs (same account and profile as the request). */
export function toLicence(
  app: FastifyInstance,
  doc: DownloadLicenceDoc,
  pkg: DownloadPackageDoc,
  facts: TitleFacts,
  subtitles: { language: Licence['audioLanguage']; name: string; default: boolean }[],
  signer: { userId: string; profileId: string | null },
  now: Date,
): Licence {
  const { revokedAt: _revoked, ...summary } = toSummary(doc, facts, pkg.bytes);
  const expires = new Date(now.getTime() + FILE_URL_TTL_SECONDS * 1000);
  const id = String(doc._id);
  const names = new Set(pkg.files.map((f) => f.name));
  return {
    ...summary,
    key: doc.key,
    playlist: 'index.m3u8',
    audioLanguage: doc.audio_language,
    durationSeconds: pkg.duration_seconds,
    subtitles: subtitles
      .filter((s) => names.has(`${s.language}.vtt`))
      .map((s) => ({ language: s.language, name: s.name, default: s.default, file: `${s.language}.vtt` })),
    files: pkg.files.map((f) => ({
      name: f.name,
      bytes: f.bytes,
      url: signMediaUrl(app, licenceFilePath(id, f.name), signer, expires),
    })),
  };
}
