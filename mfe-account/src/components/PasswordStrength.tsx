import { Box, HStack, List, Progress, Text } from '@chakra-ui/react';
import { useTranslation } from '@premieres/i18n';
import { Check, X } from 'lucide-react';
import type { PasswordAssessment } from '../auth/passwordPolicy';

const LABEL_COLOURS = { Weak: 'red', Good: 'orange', Strong: 'green' } as const;

/** Strength meter and checklist under the sign-up password. */
export function PasswordStrength({ assessment }: { assessment: PasswordAssessment }) {
  const { t } = useTranslation('account');
  const { checks, score, total, label, acceptable } = assessment;
  const palette = label ? LABEL_COLOURS[label] : acceptable ? 'green' : 'red';
  const summary = label ? t(`strength.${label}`) : t('strength.checksPassed', { passed: score, total });
  return (
    <Box data-testid="password-strength">
      <Progress.Root value={Math.round((score / total) * 100)} size="xs" colorPalette={palette}>
        <HStack justify="space-between" mb="1">
          <Progress.Label fontSize="xs" color="fg.muted">
            {t('strength.label')}
          </Progress.Label>
          <Text fontSize="xs" fontWeight="semibold" data-testid="password-strength-label">
            {summary}
          </Text>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted" mt="2">
        {t('checklist.title')}
      </Text>
      <List.Root variant="plain" gap="0.5" mt="1" fontSize="xs">
        {checks.map((check) => (
          <List.Item
            key={check.key}
            color={check.met ? 'green.400' : 'fg.muted'}
            data-met={check.met ? 'true' : 'false'}
          >
            <List.Indicator asChild>{check.met ? <Check size={14} /> : <X size={14} />}</List.Indicator>
            {t(check.key)}
            <Box as="span" srOnly>
              {` (${check.met ? t('checklist.met') : t('checklist.notMet')})`}
            </Box>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
