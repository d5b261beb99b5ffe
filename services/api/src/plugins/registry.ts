import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../config';
import { accountPlugin } from './account';
import { adminPlugin } from './admin';
import { authPlugin } from './auth';
import { billingPlugin } from './billing';
import { catalogPlugin } from './catalog';
import { contactPlugin } from './contact';
import { cspReportsPlugin } from './csp-reports';
import { devPlugin } from './dev';
import { downloadsPlugin } from './downloads';
import { downloadFilesRoute } from './downloads/files-route';
import { episodesPlugin } from './episodes';
import { filmUploadsPlugin } from './film-uploads';
import { healthPlugin } from './health';
import { hlsDeliveryPlugin } from './hls-delivery';
import { languagesPlugin } from './languages';
import { libraryPlugin } from './library';
import { notificationsPlugin } from './notifications';
import { playbackGrantsPlugin } from './playback-grants';
import { contentMediaPlugin } from './playback-grants/content-media';
import { rowsPlugin } from './rows';
import { searchPlugin } from './search';
import { storedFilesPlugin } from './stored-files';
import { transcodeJobsPlugin } from './transcode-jobs';
import { usersPlugin } from './users';
import { viewersPlugin } from './viewers';
import { vitalsPlugin } from './vitals';
import { watchProgressPlugin } from './watch-progress';

export interface DomainPlugin {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: domain plugins are typed with their own type provider
  plugin: FastifyPluginAsync<any>;
  /** URL prefix of its routes; '/api' unless said otherwise (stored files serve '/media'). */
  prefix?: string;
  /** Registered only when this holds. */
  when?: (config: ApiConfig) => boolean;
}

/**
 * Every domain of the API, one plugin each. Adding a domain is one line here; its routes must
 * each declare `config.access`, and the authorization matrix test must list them.
 */
export const domainPlugins: DomainPlugin[] = [
  { name: 'health', plugin: healthPlugin },
  { name: 'auth', plugin: authPlugin },
  { name: 'users', plugin: usersPlugin },
  { name: 'catalog', plugin: catalogPlugin },
  { name: 'search', plugin: searchPlugin },
  { name: 'episodes', plugin: episodesPlugin },
  { name: 'viewers', plugin: viewersPlugin },
  { name: 'library', plugin: libraryPlugin },
  { name: 'admin', plugin: adminPlugin },
  { name: 'film-uploads', plugin: filmUploadsPlugin },
  { name: 'account', plugin: accountPlugin },
  { name: 'notifications', plugin: notificationsPlugin },
  { name: 'contact', plugin: contactPlugin },
  { name: 'billing', plugin: billingPlugin },
  { name: 'playback-grants', plugin: playbackGrantsPlugin },
  { name: 'downloads', plugin: downloadsPlugin },
  { name: 'watch-progress', plugin: watchProgressPlugin },
  { name: 'rows', plugin: rowsPlugin },
  { name: 'languages', plugin: languagesPlugin },
  { name: 'vitals', plugin: vitalsPlugin },
  { name: 'csp-reports', plugin: cspReportsPlugin },
  { name: 'stored-files', plugin: storedFilesPlugin, prefix: '/media' },
  { name: 'playback-grants-media', plugin: contentMediaPlugin, prefix: '/media' },
  { name: 'transcode-jobs', plugin: transcodeJobsPlugin },
  { name: 'hls-delivery', plugin: hlsDeliveryPlugin, prefix: '/media' },
  { name: 'downloads-media', plugin: downloadFilesRoute, prefix: '/media' },
  { name: 'dev', plugin: devPlugin, when: (config) => config.devRoutes },
];
