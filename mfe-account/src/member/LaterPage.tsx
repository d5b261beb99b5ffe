import { Text } from '@chakra-ui/react';
import { useTranslation } from '@premieres/i18n';
import { MemberPage } from './MemberPage';

export type LaterPageName = 'profiles' | 'notifications' | 'contact' | 'success';

/** Account routes whose pages belong to a later issue: a titled page, never a blank one. */
export function LaterPage({ page }: { page: LaterPageName }) {
  const { t } = useTranslation('account');
  return (
    <MemberPage title={t(`later.${page}`)}>
      <Text color="fg.muted">{t('later.note')}</Text>
    </MemberPage>
  );
}
