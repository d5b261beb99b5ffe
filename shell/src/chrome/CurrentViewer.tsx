import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { USER_TEXT_SLOT, WithUserText } from '@premieres/ui/plain/UserText';
import { Link as RouterLink, useLocation } from 'react-router';
import { SHELL_NS } from '../i18n';
import { PlainViewerAvatar } from './PlainViewerAvatar';

/**
 * Who is watching, in the header: the chosen viewer profile (the main one until one is chosen);
 * it opens 'Who's watching?' (`to`, the picker that declared it) to switch, coming back to this
 * page afterwards, or to `home` from the picker itself. Plain (chrome-css), no UI kit.
 */
export function CurrentViewer({ to, home }: { to: string; home: string }) {
  const { t } = useTranslation(SHELL_NS);
  const profile = useAuthStore((state) => state.viewerProfile);
  const { pathname, search } = useLocation();
  const next = pathname.startsWith(to) ? home : `${pathname}${search}`;
  return (
    <RouterLink
      to={`${to}?next=${encodeURIComponent(next)}`}
      className="pk-btn ah-viewer"
      data-variant="ghost"
      data-size="sm"
      data-testid="current-viewer"
      data-profile-name={profile?.name ?? ''}
    >
      <PlainViewerAvatar avatar={profile?.avatar ?? 'sun'} />
      {/* The link's name, from its content so the profile's name is isolated (<bdi>). */}
      <span className="pk-sr-only">
        {profile ? (
          <WithUserText sentence={t('header.switchProfile', { name: USER_TEXT_SLOT })} text={profile.name} />
        ) : (
          t('header.chooseProfile')
        )}
      </span>
    </RouterLink>
  );
}
