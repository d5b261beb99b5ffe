import { Alert, Button } from '@chakra-ui/react';
import type { ViewerProfile } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { USER_TEXT_SLOT, WithUserText } from '@premieres/ui';
import { useEffect } from 'react';
import { PROFILE_GATE_NAMESPACE } from '../i18n';

export interface GrownUpNoticeProps {
  /** The account's main profile (null while the list loads). */
  main: ViewerProfile | null;
  onEnterPin: (profile: ViewerProfile) => void;
}

/**
 * A kids profile was sent here from a grown-up page: the main profile's PIN opens it (asked at
 * once), and without a PIN on the main profile the page says to ask a grown-up.
 */
export function GrownUpNotice({ main, onEnterPin }: GrownUpNoticeProps) {
  const { t } = useTranslation(PROFILE_GATE_NAMESPACE);
  const withPin = main?.hasPin ? main : null;
  useEffect(() => {
    if (withPin) onEnterPin(withPin);
  }, [withPin, onEnterPin]);
  return (
    <Alert.Root status="info" mb="6" data-testid="grown-up-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('grownUpTitle')}</Alert.Title>
        <Alert.Description>
          {withPin ? (
            <WithUserText sentence={t('grownUpPin', { name: USER_TEXT_SLOT })} text={withPin.name} />
          ) : (
            t('askGrownUp')
          )}
        </Alert.Description>
      </Alert.Content>
      {withPin ? (
        <Button size="sm" variant="outline" onClick={() => onEnterPin(withPin)}>
          {t('enterPin')}
        </Button>
      ) : null}
    </Alert.Root>
  );
}
