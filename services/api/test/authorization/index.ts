import { rows as account } from './account';
import { rows as admin } from './admin';
import { rows as apiScope } from './api-scope';
import { rows as auth } from './auth';
import { rows as billing } from './billing';
import { rows as catalog } from './catalog';
import { rows as contact } from './contact';
import { rows as cspReports } from './csp-reports';
import { rows as dev } from './dev';
import { rows as downloads } from './downloads';
import { rows as episodes } from './episodes';
import { rows as filmUploads } from './film-uploads';
import { rows as health } from './health';
import { rows as hlsDelivery } from './hls-delivery';
import { rows as languages } from './languages';
import { rows as library } from './library';
import type { Row, Rows } from './matrix-kit';
import { rows as notifications } from './notifications';
import { rows as playbackGrants } from './playback-grants';
import { rows as learningRows } from './rows';
import { rows as search } from './search';
import { rows as storedFiles } from './stored-files';
import { rows as transcodeJobs } from './transcode-jobs';
import { rows as users } from './users';
import { rows as viewers } from './viewers';
import { rows as vitals } from './vitals';
import { rows as watchProgress } from './watch-progress';

/**
 * Every domain's rows, one file per plugin (named as in src/plugins/), plus the API scope's own
 * routes (docs, 404s, CORS preflights). A new domain adds its file and one line here.
 */
const DOMAINS: Record<string, Rows> = {
  health,
  auth,
  users,
  catalog,
  search,
  episodes,
  viewers,
  library,
  admin,
  'film-uploads': filmUploads,
  account,
  notifications,
  contact,
  billing,
  'playback-grants': playbackGrants,
  downloads,
  'watch-progress': watchProgress,
  rows: learningRows,
  languages,
  vitals,
  'csp-reports': cspReports,
  'stored-files': storedFiles,
  'transcode-jobs': transcodeJobs,
  'hls-delivery': hlsDelivery,
  dev,
  'api-scope': apiScope,
};

/** The rows of every domain in one table; a route claimed by two domains is an error. */
export function assembleMatrix(domains: Record<string, Rows> = DOMAINS): Record<string, Row> {
  const matrix: Record<string, Row> = {};
  const owner: Record<string, string> = {};
  for (const [domain, rows] of Object.entries(domains)) {
    for (const [route, row] of Object.entries(rows)) {
      if (owner[route]) throw new Error(`${route}: a row in both ${owner[route]} and ${domain}`);
      owner[route] = domain;
      matrix[route] = row;
    }
  }
  return matrix;
}
