import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from '@premieres/i18n';
import { Baby, Plus, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { MemberPage } from './MemberPage';

/** The spec's two fixed sample profiles. */
const SAMPLE_PROFILES = [
  { id: 'main', icon: <User size={48} aria-hidden="true" />, bg: 'brand.solid' },
  { id: 'kids', icon: <Baby size={48} aria-hidden="true" />, bg: 'blue.600' },
] as const;

function ProfileTile({ label, icon, bg }: { label: string; icon: ReactNode; bg: string }) {
  return (
    // The spec's profile tiles and Add Profile have no action.
    <Button
      type="button"
      variant="ghost"
      height="auto"
      flexDirection="column"
      gap="3"
      py="4"
      data-testid="profile-tile"
    >
      <Box
        width="28"
        height="28"
        borderRadius="lg"
        bg={bg}
        display="flex"
        alignItems="center"
        justifyContent="center"
        color="white"
      >
        {icon}
      </Box>
      <Text fontSize="lg">{label}</Text>
    </Button>
  );
}

/** /profiles: Main, Kids and Add Profile (spec §2, Other pages). */
export function ProfilesPage() {
  const { t } = useTranslation('account');
  return (
    <MemberPage title={t('profiles.title')}>
      <Text color="fg.muted" mb="6">
        {t('profiles.subtitle')}
      </Text>
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="4">
        {SAMPLE_PROFILES.map((profile) => (
          <ProfileTile
            key={profile.id}
            label={t(`profiles.${profile.id}`)}
            icon={profile.icon}
            bg={profile.bg}
          />
        ))}
        <ProfileTile
          label={t('profiles.add')}
          icon={<Plus size={48} aria-hidden="true" />}
          bg="bg.emphasized"
        />
      </SimpleGrid>
    </MemberPage>
  );
}
