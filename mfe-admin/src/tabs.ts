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

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

export const DEFAULT_TAB = 'content';

/** Spec §2 sidebar, in order, plus contact messages (issue 10) and the audit log (issue 9). Settings has no page of its own. */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    slug: 'content',
    labelKey: 'tabs.content',
    icon: Film,
    requires: 'moderator',
    page: page(() => import('./content/ContentPage'), 'ContentPage'),
  },
  {
    slug: 'trending',
    labelKey: 'tabs.trending',
    icon: TrendingUp,
    requires: 'moderator',
    page: page(() => import('./trending/TrendingPage'), 'TrendingPage'),
  },
  {
    slug: 'thumbnails',
    labelKey: 'tabs.thumbnails',
    icon: Image,
    requires: 'moderator',
    page: page(() => import('./thumbnails/ThumbnailsPage'), 'ThumbnailsPage'),
  },
  {
    slug: 'users',
    labelKey: 'tabs.users',
    icon: Users,
    requires: 'admin',
    page: page(() => import('./users/UsersPage'), 'UsersPage'),
  },
  {
    slug: 'categories',
    labelKey: 'tabs.categories',
    icon: FolderTree,
    requires: 'moderator',
    page: page(() => import('./categories/CategoriesPage'), 'CategoriesPage'),
  },
  {
    slug: 'analytics',
    labelKey: 'tabs.analytics',
    icon: BarChart3,
    requires: 'moderator',
    page: page(() => import('./analytics/AnalyticsPage'), 'AnalyticsPage'),
  },
  {
    slug: 'media',
    labelKey: 'tabs.media',
    icon: MonitorPlay,
    requires: 'moderator',
    page: page(() => import('./media/MediaPage'), 'MediaPage'),
  },
  {
    slug: 'messages',
    labelKey: 'tabs.messages',
    icon: Mail,
    requires: 'moderator',
    page: page(() => import('./messages/MessagesPage'), 'MessagesPage'),
  },
  {
    slug: 'audit',
    labelKey: 'tabs.audit',
    icon: ScrollText,
    requires: 'moderator',
    page: page(() => import('./audit/AuditPage'), 'AuditPage'),
  },
  {
    slug: 'episodes',
    labelKey: 'tabs.episodes',
    icon: Clapperboard,
    requires: 'moderator',
    page: page(() => import('./episodes/EpisodesPage'), 'EpisodesPage'),
  },
  {
    slug: 'languages',
    labelKey: 'tabs.languages',
    icon: Languages,
    requires: 'moderator',
    page: page(() => import('./languages/LanguagesPage'), 'LanguagesPage'),
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
