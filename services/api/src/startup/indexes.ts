import type { Connection, Model } from 'mongoose';
import { mediaAssetModel } from '../media-pipeline/jobs/media-asset';
import { accountSettingsModel } from '../models/account-settings';
import { auditEntryModel } from '../models/audit-entry';
import { categoryModel } from '../models/category';
import { checkoutSessionModel } from '../models/checkout-session';
import { contactAttemptModel } from '../models/contact-attempt';
import { contactMessageModel } from '../models/contact-message';
import { countedPlayModel } from '../models/counted-play';
import { episodeModel } from '../models/episode';
import { episodeProgressModel } from '../models/episode-progress';
import { languagePreferenceModel } from '../models/language-preference';
import { movieModel } from '../models/movie';
import { notificationModel } from '../models/notification';
import { paymentEventModel } from '../models/payment-event';
import { recentSearchModel } from '../models/recent-search';
import { subscriptionModel } from '../models/subscription';
import { titleLanguageChoiceModel } from '../models/title-language-choice';
import { viewerProfileModel } from '../models/viewer-profile';
import { watchProgressModel } from '../models/watch-progress';
import { webVitalModel } from '../models/web-vital';

// biome-ignore lint/suspicious/noExplicitAny: every model, whatever its document type
type AnyModel = (db: Connection) => Model<any>;

/**
 * The models whose indexes the domains need, built at start (the account models are built
 * before the plugins: models/index.ts). Not the watch list: its legacy index goes first (the
 * list-migration step builds it after).
 */
const MODELS: AnyModel[] = [
  accountSettingsModel,
  auditEntryModel,
  subscriptionModel,
  checkoutSessionModel,
  paymentEventModel,
  movieModel,
  categoryModel,
  recentSearchModel,
  episodeModel,
  viewerProfileModel,
  contactMessageModel,
  contactAttemptModel,
  notificationModel,
  countedPlayModel,
  languagePreferenceModel,
  titleLanguageChoiceModel,
  watchProgressModel,
  episodeProgressModel,
  webVitalModel,
  mediaAssetModel,
];

export async function buildIndexes(db: Connection): Promise<{ models: number }> {
  await Promise.all(MODELS.map((model) => model(db).init()));
  return { models: MODELS.length };
}
