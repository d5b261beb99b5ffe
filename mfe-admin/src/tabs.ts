import type { Role } from '@premieres/contracts';
import {
  BarChart3,
  Clapperboard,
  Film,
  FolderTree,
  Image,
  Languages,
  type LucideIcon,
  Mail,
  MonitorPlay,
  ScrollText,
  Settings,
  TrendingUp,
  Users,
} from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AdminKey } from './i18n/keys';
import { STRINGS_PARTS as PARTS, type StringsPart, withStrings } from './i18n/parts';

/** One sidebar entry and its page. Adding a tab is adding one entry here. */
export interface AdminTab {
  /** URL segment: /admin/{slug}. */
  slug: string;
  /** i18n key in the admin namespace. */
  labelKey: AdminKey;
  icon: LucideIcon;
  /** Who may use the page; staff below it see 'Admin access required' there. */
  requires: Extract<Role, 'moderator' | 'admin'>;
  /** The page (its own chunk), or the slug of the tab it falls back to. */
  page: LazyExoticComponent<ComponentType> | { fallbackTo: string };
}

/** A tab's page: its chunk and its strings (in the page's language) load together, on first open. */
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  ...strings: StringsPart[]
) => lazy(withStrings(() => load().then((module) => ({ default: module[name] })), ...strings));

export const DEFAULT_TAB = 'content';

/** Spec §2 sidebar, in order, plus contact messages (issue 10) and the audit log (issue 9). Settings has no page of its own. */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    slug: 'content',
    labelKey: 'tabs.content',
    icon: Film,
    requires: 'moderator',
    page: page(
      () => import(/* webpackChunkName: "admin-tab-content" */ './content/ContentPage'),
      'ContentPage',
      PARTS.content,
    ),
  },
  {
    slug: 'trending',
    labelKey: 'tabs.trending',
    icon: TrendingUp,
    requires: 'moderator',
    page: page(
      () => import(/* webpackChunkName: "admin-tab-trending" */ './trending/TrendingPage'),
      'TrendingPage',
      PARTS.trending,
    ),
  },
  {
    slug: 'thumbnails',
    labelKey: 'tabs.thumbnails',
    icon: Image,
    requires: 'moderator',
    page: page(
      () => import(/* webpackChunkName: "admin-tab-thumbnails" */ './thumbnails/ThumbnailsPage'),
      'ThumbnailsPage',
      PARTS.thumbnails,
    ),
  },
  {
    slug: 'users',
    labelKey: 'tabs.users',
    icon: Users,
    requires: 'admin',
    page: page(
      () => import(/* webpackChunkName: "admin-tab-users" */ './users/UsersPage'),
      'UsersPage',
      PARTS.users,
    ),
  },
  {
    slug: 'categories',
    labelKey: 'tabs.categories',
    icon: FolderTree,
    requires: 'moderator',
    page: page(
      () => import(/* webpackChunkName: "admin-tab-categories" */ './categories/CategoriesPage'),
      'CategoriesPage',
      PARTS.categories,
      PARTS.rules,
    ),
  },
  {
    slug: 'analytics',
    labelKey: 'tabs.analytics',
    icon: BarChart3,
    requires: 'moderator',
    page: page(
      () => import(/* webpackChunkName: "admin-tab-analytics" */ './analytics/AnalyticsPage'),
      'AnalyticsPage',
      PARTS.analytics,
    ),
  },
  {
    slug: 'media',
    labelKey: 'tabs.media',
    icon: MonitorPlay,
    requires: 'moderator',
    page: page(
      () => import(/* webpackChunkName: "admin-tab-media" */ './media/MediaPage'),
      'MediaPage',
      PARTS.media,
    ),
  },
  {
    slug: 'messages',
    labelKey: 'tabs.messages',
    icon: Mail,
    requires: 'moderator',
    page: page(
      () => import(/* webpackChunkName: "admin-tab-messages" */ './messages/MessagesPage'),
      'MessagesPage',
      PARTS.messages,
    ),
  },
  {
    slug: 'audit',
    labelKey: 'tabs.audit',
    icon: ScrollText,
    requires: 'moderator',
    page: page(
      () => import(/* webpackChunkName: "admin-tab-audit" */ './audit/AuditPage'),
      'AuditPage',
      PARTS.audit,
    ),
  },
  {
    slug: 'episodes',
    labelKey: 'tabs.episodes',
    icon: Clapperboard,
    requires: 'moderator',
    page: page(
      () => import(/* webpackChunkName: "admin-tab-episodes" */ './episodes/EpisodesPage'),
      'EpisodesPage',
      PARTS.episodes,
      PARTS.film,
      PARTS.rules,
      PARTS.media,
    ),
  },
  {
    slug: 'languages',
    labelKey: 'tabs.languages',
    icon: Languages,
    requires: 'moderator',
    page: page(
      () => import(/* webpackChunkName: "admin-tab-languages" */ './languages/LanguagesPage'),
      'LanguagesPage',
      PARTS.languages,
    ),
  },
  {
    slug: 'settings',
    labelKey: 'tabs.settings',
    icon: Settings,
    requires: 'moderator',
    page: { fallbackTo: DEFAULT_TAB },
  },
];

export function findTab(slug: string | undefined): AdminTab | undefined {
  return ADMIN_TABS.find((tab) => tab.slug === slug);
}
