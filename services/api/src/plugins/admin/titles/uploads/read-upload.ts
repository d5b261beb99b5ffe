import { ADMIN_ERROR_CODES, MOVIE_THUMBNAIL_NOT_IMAGE, MOVIE_TRAILER_NOT_VIDEO } from '@premieres/contracts';
import type { FastifyRequest } from 'fastify';
import type { Connection } from 'mongoose';
import { AppError } from '../../../../core/errors';
import { mediaBucket } from '../../../stored-files/buckets';
import { FileTooLarge, type MediaKind, WrongFileType } from './sniff-limit';
import { removeStoredFile, type StoredUpload, storeUpload } from './store-upload';

/** 'media': an episode's video (the episodes domain). */
export type FilePart = 'thumbnail' | 'trailer' | 'media';

export interface FileRule {
  bucketName: string;
  kind: MediaKind;
  maxBytes: number;
}

export interface UploadPlan {
  /** The file parts this route takes. */
  files: Partial<Record<FilePart, FileRule>>;
  /** Text fields this route takes, each checked as soon as it arrives (before later files are stored). */
  fields?: Record<string, (text: string) => void>;
}

export interface ReadUpload {
  fields: Record<string, string>;
  stored: Partial<Record<FilePart, StoredUpload>>;
}

const WRONG_TYPE: Record<FilePart, { code: string; message: string; field: string }> = {
  thumbnail: {
    code: ADMIN_ERROR_CODES.thumbnailNotImage,
    message: MOVIE_THUMBNAIL_NOT_IMAGE,
    field: 'thumbnail_file',
  },
  trailer: {
    code: ADMIN_ERROR_CODES.trailerNotVideo,
    message: MOVIE_TRAILER_NOT_VIDEO,
    field: 'trailer_file',
  },
  media: {
    code: ADMIN_ERROR_CODES.trailerNotVideo,
    message: MOVIE_TRAILER_NOT_VIDEO,
    field: 'media_file',
  },
};

/** Removes files stored by a request that did not complete. */
export async function discardUploads(db: Connection, stored: ReadUpload['stored']): Promise<void> {
  await Promise.all(
    Object.values(stored).map((s) => removeStoredFile(mediaBucket(db, s.bucketName), s.name)),
  );
}

function uploadError(part: FilePart | null, error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (part && error instanceof WrongFileType) {
    const { code, message, field } = WRONG_TYPE[part];
    return AppError.coded(400, code, message, { [field]: message });
  }
  if (part && error instanceof FileTooLarge) {
    return AppError.message(413, ADMIN_ERROR_CODES.fileTooLarge, 'admin.fileTooLarge', {
      values: { max: Math.floor(error.maxBytes / (1024 * 1024)) },
      field: WRONG_TYPE[part].field,
    });
  }
  // The request stream broke (client gone, truncated form).
  return AppError.message(400, ADMIN_ERROR_CODES.uploadAborted, 'admin.uploadAborted');
}

/**
 * Reads a multipart request part by part: text fields are checked on arrival, files stream into
 * their bucket (never buffered whole). Any failure removes every file this request stored, then
 * rethrows as a coded 4xx; the caller removes them too if its own later step fails.
 */
export async function readUpload(
  db: Connection,
  request: FastifyRequest,
  plan: UploadPlan,
): Promise<ReadUpload> {
  const result: ReadUpload = { fields: {}, stored: {} };
  let current: FilePart | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const check = plan.fields?.[part.fieldname];
        if (!check || typeof part.value !== 'string') {
          throw AppError.message(400, ADMIN_ERROR_CODES.unknownField, 'admin.unknownField', {
            values: { field: part.fieldname },
          });
        }
        check(part.value);
        result.fields[part.fieldname] = part.value;
        continue;
      }
      const name = part.fieldname as FilePart;
      const rule = plan.files[name];
      if (!rule || result.stored[name]) {
        part.file.resume();
        throw AppError.message(400, ADMIN_ERROR_CODES.unexpectedFile, 'admin.unexpectedFile', {
          field: part.fieldname,
        });
      }
      current = name;
      result.stored[name] = await storeUpload(db, rule.bucketName, part.file, rule.kind, rule.maxBytes);
      current = null;
    }
    return result;
  } catch (error) {
    await discardUploads(db, result.stored);
    throw uploadError(current, error);
  }
}
