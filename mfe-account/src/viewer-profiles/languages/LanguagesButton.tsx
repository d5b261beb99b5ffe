import { Button } from '@chakra-ui/react';
import type { ViewerProfile } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { LANGUAGES_NAMESPACE } from '../../i18n';
import { ProfileLanguagesDialog } from './ProfileLanguagesDialog';

/** In the profile editor: opens the profile's language settings (a form of their own). */
export function LanguagesButton({ profile }: { profile: ViewerProfile }) {
  const { t } = useTranslation(LANGUAGES_NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)} data-testid="profile-languages">
        <Languages />
        {t('open')}
      </Button>
      {open ? <ProfileLanguagesDialog profile={profile} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
