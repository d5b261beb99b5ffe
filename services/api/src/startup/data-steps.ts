import { watchListItemModel } from '../models/watch-list';
import { migrateListsToProfiles } from '../plugins/library/migrate-to-profiles';
import { catalogueIndexOf } from '../plugins/search/catalogue-index';
import { ensureEveryMainProfile } from '../plugins/viewers/main-profiles';
import { seedAccounts } from '../seed';
import { backfillCertification } from '../seed/catalogue/backfill-certification';
import { seedCatalogue } from '../seed/catalogue/seed-catalogue';
import { seedEpisodes } from '../seed/catalogue/seed-episodes';
import { buildIndexes } from './indexes';
import type { StartupStep } from './step';

/**
 * The data work of start-up, run by the app factory once every plugin has registered its routes,
 * in this order: indexes before the data they guard; the catalogue before the search index built
 * from it; main profiles before the lists that move to them; the seeded accounts last.
 */
export const DATA_STEPS: StartupStep[] = [
  { name: 'indexes', run: (app) => buildIndexes(app.db) },
  {
    name: 'catalogue-seed',
    async run(app) {
      if (!app.apiConfig.seed.enabled) return { skipped: 'seeding off' };
      const result = await seedCatalogue(app.db);
      if (!result.skipped) app.log.info(result, 'seeded sample catalogue');
      return undefined;
    },
  },
  {
    name: 'certification-backfill',
    async run(app) {
      const rated = await backfillCertification(app.db);
      if (rated > 0) app.log.info({ rated }, 'gave stored titles a certification');
      return { rated };
    },
  },
  {
    name: 'search-index',
    async run(app) {
      await catalogueIndexOf(app.db).fresh();
      return undefined;
    },
  },
  {
    name: 'episodes-seed',
    async run(app) {
      if (!app.apiConfig.seed.enabled) return { skipped: 'seeding off' };
      const inserted = await seedEpisodes(app.db);
      if (inserted > 0) app.log.info({ inserted }, 'seeded sample episodes');
      return { inserted };
    },
  },
  {
    name: 'main-profiles',
    async run(app) {
      const created = await ensureEveryMainProfile(app.db);
      if (created > 0) app.log.info({ created }, 'created main viewer profiles for existing accounts');
      return { created };
    },
  },
  {
    name: 'list-migration',
    async run(app) {
      // The legacy one-entry-per-account index is dropped before the watch list's own is built.
      const { moved } = await migrateListsToProfiles(app.db);
      if (moved > 0) app.log.info({ moved }, 'moved list entries to main viewer profiles');
      await watchListItemModel(app.db).init();
      return { moved };
    },
  },
  {
    name: 'accounts-seed',
    async run(app) {
      if (!app.apiConfig.seed.enabled) return { skipped: 'seeding off' };
      await seedAccounts(app.db, app.apiConfig, app.log);
      return undefined;
    },
  },
];
