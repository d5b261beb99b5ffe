import { mp4Bytes } from '../admin/admin-fixtures';
import { moderatorsOnly, type Rows } from './matrix-kit';

/**
 * Staff film uploads (issue 23): tus under /api/admin/film-uploads.
 */
export const rows: Rows = {
  // ---- staff film uploads (issue 23): tus under /api/admin/film-uploads ----
  'POST /api/admin/film-uploads': {
    request: () => ({
      url: '/api/admin/film-uploads',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '8192',
        'upload-metadata': `movieId ${Buffer.from('1').toString('base64')},kind ${Buffer.from('content').toString('base64')}`,
      },
    }),
    expect: moderatorsOnly(201),
  },
  'HEAD /api/admin/film-uploads/:uploadId': {
    request: () => ({
      url: `/api/admin/film-uploads/${'a'.repeat(32)}`,
      headers: { 'tus-resumable': '1.0.0' },
    }),
    expect: moderatorsOnly(404),
  },
  'PATCH /api/admin/film-uploads/:uploadId': {
    request: () => ({
      url: `/api/admin/film-uploads/${'a'.repeat(32)}`,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: mp4Bytes(1024),
    }),
    expect: moderatorsOnly(404),
  },
  'DELETE /api/admin/film-uploads/:uploadId': {
    request: () => ({
      url: `/api/admin/film-uploads/${'a'.repeat(32)}`,
      headers: { 'tus-resumable': '1.0.0' },
    }),
    expect: moderatorsOnly(404),
  },
};
