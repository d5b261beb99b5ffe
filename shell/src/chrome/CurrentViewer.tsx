import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { Button, USER_TEXT_SLOT, ViewerAvatar, VisuallyHidden, WithUserText } from '@premieres/ui';
import { Link as RouterLink, useLocation } from 'react-router';
import { SHELL_NS } from '../i18n';

/**
 * Who is watching, in the header: the chosen viewer profile (the main one until one is chosen);
 * it opens 'Who's watching?' (`to`, the picker that declared it) to switch, coming back to this
 * page afterwards, or to `home` from the picker itself.
 */
export function CurrentViewer({ to, home }: { to: string; home: string }) {
  const { t } = useTranslation(SHELL_NS);
  const profile = useAuthStore((state) => state.viewerProfile);
  const { pathname, search } = useLocation();
  const next = pathname.startsWith(to) ? home : `${pathname}${search}`;
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      px="1"
      data-testid="current-viewer"
      data-profile-name={profile?.name ?? ''}
    >
      <RouterLink to={`${to}?next=${encodeURIComponent(next)}`}>
        <ViewerAvatar avatar={profile?.avatar ?? 'sun'} size={28} />
        {/* The link's name, from its content so the profile's name is isolated (<bdi>). */}
        <VisuallyHidden>
          {profile ? (
            <WithUserText
              sentence={t('header.switchProfile', { name: USER_TEXT_SLOT })}
              text={profile.name}
            />
          ) : (
            t('header.chooseProfile')
          )}
        </VisuallyHidden>
      </RouterLink>
    </Button>
  );
}
