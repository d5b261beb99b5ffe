import { resolve } from 'node:path';
import { REMOTES, SHELL } from '@premieres/federation';

/** The repository root (services/gateway/src → ../../..). */
export const ROOT = resolve(__dirname, '..', '..', '..');

export type AppKind = 'host' | 'remote';

export interface FrontEndApp {
  name: string;
  kind: AppKind;
  /** Absolute workspace folder. */
  dir: string;
  devPort: number;
}

export const SHELL_APP: FrontEndApp = {
  name: SHELL.name,
  kind: 'host',
  dir: resolve(ROOT, SHELL.dir),
  devPort: SHELL.devPort,
};

export const REMOTE_APPS: FrontEndApp[] = REMOTES.map((remote) => ({
  name: remote.name,
  kind: 'remote',
  dir: resolve(ROOT, remote.dir),
  devPort: remote.devPort,
}));

/** Shell first (it is the page), then the remotes in a fixed order. */
export const FRONT_END_APPS: FrontEndApp[] = [SHELL_APP, ...REMOTE_APPS];

export const distOf = (app: FrontEndApp): string => resolve(app.dir, 'dist');

/** Where `npm start` keeps the development database by default. */
export const DEFAULT_DATA_DIR = resolve(ROOT, '.data', 'db');
