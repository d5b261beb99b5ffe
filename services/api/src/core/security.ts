import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { declareAccessDuring } from './access';

/** Security headers on every API response. */
export async function registerHelmet(api: FastifyInstance): Promise<void> {
  // same-site rather than same-origin: remotes on another port of the same site load /media files.
  await api.register(helmet, { crossOriginResourcePolicy: { policy: 'same-site' } });
}

/**
 * CORS only for the configured origins (the remote manifest's), with credentials for the refresh
 * cookie. Registered per prefix scope so its preflight route is `<prefix>/*`, never the site's `*`.
 */
export async function registerCors(scope: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  // The preflight route answers in CORS's own hook, before any access check.
  await declareAccessDuring(scope, 'anon', () =>
    scope.register(cors, {
      origin: origins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // The tus headers: staff film uploads (plugins/film-uploads) from a remote on another origin.
      allowedHeaders: [
        'content-type',
        'authorization',
        'x-csrf-token',
        'range',
        'tus-resumable',
        'upload-length',
        'upload-offset',
        'upload-metadata',
      ],
      exposedHeaders: [
        'location',
        'tus-resumable',
        'upload-offset',
        'upload-length',
        'upload-expires',
        'film-asset-id',
        'film-content-url',
      ],
      maxAge: 600,
    }),
  );
}
