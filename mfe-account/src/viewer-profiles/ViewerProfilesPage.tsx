import { Badge, Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { viewersApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import { VIEWER_PROFILE_LIMIT, type ViewerProfile } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { PageSpinner, ViewerAvatar } from '@premieres/ui';
import { Lock, Pencil, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PROFILE_GATE_NAMESPACE } from '../i18n';
import { MemberPage } from '../member/MemberPage';
import { GrownUpNotice } from './GrownUpNotice';
import { PinDialog } from './PinDialog';
import { ProfileFormDialog } from './ProfileFormDialog';
import { useViewerProfiles } from './useViewerProfiles';

/** Only in-app paths are followed after choosing (no open redirect). */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/dashboard';
}

/**
 * /profiles: 'Who's watching?' (choose a viewer profile; PIN-protected ones ask for it) and
 * Manage Profiles (create, rename, avatar, kids flag and ceiling, PIN, delete). `?pick=1` is
 * the picker the shell opens before any page; `?grownup=1` is where it sends a kids profile from
 * a grown-up page (the main profile's PIN, or 'Ask a grown-up'); `next` is where to go once a
 * profile is chosen. A kids profile cannot manage profiles (the API refuses it too).
 */
export function ViewerProfilesPage() {
  const { t } = useTranslation('account');
  const { t: tGate } = useTranslation(PROFILE_GATE_NAMESPACE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const { profiles, failed, reload } = useViewerProfiles();
  const current = useAuthStore((state) => state.viewerProfile);
  const [managing, setManaging] = useState(false);
  const [editing, setEditing] = useState<ViewerProfile | 'new' | null>(null);
  const [pinFor, setPinFor] = useState<ViewerProfile | null>(null);
  const picking = params.get('pick') === '1';
  const grownUp = params.get('grownup') === '1';
  const main = profiles?.find((profile) => profile.isMain) ?? null;
  const kidsWatching = current?.kids === true;
  // The only profile has a PIN: the picker asks for it at once (nothing else to choose).
  const onlyLocked = picking && profiles?.length === 1 && profiles[0]?.hasPin ? profiles[0] : null;
  useEffect(() => {
    if (onlyLocked) setPinFor(onlyLocked);
  }, [onlyLocked]);

  const chosen = () => navigate(next, { replace: picking || grownUp });
  const choose = async (profile: ViewerProfile) => {
    if (profile.hasPin) return setPinFor(profile);
    await viewersApi.select(profile.id);
    chosen();
  };

  if (!profiles && !failed) return <PageSpinner />;

  return (
    <MemberPage
      title={t('profiles.title')}
      titleAside={
        kidsWatching ? null : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setManaging(!managing)}
            data-testid="profiles-manage"
          >
            {t(managing ? 'profiles.done' : 'profiles.manage')}
          </Button>
        )
      }
    >
      {grownUp && kidsWatching ? <GrownUpNotice main={main} onEnterPin={setPinFor} /> : null}
      <Text color="fg.muted" mb="6" fontSize="xl">
        {t('profiles.subtitle')}
      </Text>
      {failed ? (
        <HStack>
          <Text>{t('profiles.loadFailed')}</Text>
          <Button size="sm" onClick={() => void reload()}>
            {t('profiles.retry')}
          </Button>
        </HStack>
      ) : null}
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="4">
        {(profiles ?? []).map((profile) => (
          <Button
            key={profile.id}
            type="button"
            variant="ghost"
            height="auto"
            flexDirection="column"
            gap="2"
            py="4"
            data-testid="profile-tile"
            data-profile-name={profile.name}
            aria-label={managing ? t('profiles.edit', { name: profile.name }) : profile.name}
            onClick={() => (managing && !kidsWatching ? setEditing(profile) : void choose(profile))}
          >
            <Box position="relative">
              <ViewerAvatar avatar={profile.avatar} />
              {managing ? (
                <Box
                  position="absolute"
                  inset="0"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  bg="blackAlpha.600"
                  borderRadius="lg"
                  color="white"
                >
                  <Pencil aria-hidden="true" />
                </Box>
              ) : null}
            </Box>
            <HStack gap="1">
              <Text fontSize="lg">
                <bdi>{profile.name}</bdi>
              </Text>
              {profile.hasPin ? <Lock size={14} aria-label={t('profiles.locked')} /> : null}
            </HStack>
            {/* Kids and "Watching now" side by side are wider than a 360 px tile: they wrap. */}
            <HStack gap="1" minHeight="5" flexWrap="wrap" justifyContent="center" maxWidth="full">
              {profile.kids ? (
                <Badge colorPalette="blue">{`${t('profiles.kids')} · ${profile.ceiling}`}</Badge>
              ) : null}
              {current?.id === profile.id ? (
                <Badge colorPalette="green">{t('profiles.current')}</Badge>
              ) : null}
            </HStack>
          </Button>
        ))}
        {!kidsWatching && (profiles?.length ?? 0) < VIEWER_PROFILE_LIMIT ? (
          <Button
            type="button"
            variant="ghost"
            height="auto"
            flexDirection="column"
            gap="2"
            py="4"
            data-testid="profile-add"
            onClick={() => setEditing('new')}
          >
            <Box
              width="112px"
              height="112px"
              borderRadius="lg"
              bg="bg.emphasized"
              display="flex"
              alignItems="center"
              justifyContent="center"
            >
              <Plus size={48} aria-hidden="true" />
            </Box>
            <Text fontSize="lg">{t('profiles.add')}</Text>
          </Button>
        ) : null}
      </SimpleGrid>
      {kidsWatching ? (
        <Text color="fg.muted" mt="6" data-testid="profiles-kids-manage">
          {tGate('kidsCannotManage')}
        </Text>
      ) : null}
      {editing ? (
        <ProfileFormDialog
          profile={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onChanged={() => void reload()}
        />
      ) : null}
      {pinFor ? <PinDialog profile={pinFor} onClose={() => setPinFor(null)} onChosen={chosen} /> : null}
    </MemberPage>
  );
}
