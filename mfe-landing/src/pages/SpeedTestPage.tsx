import { recommendedQuality, SPEED_TEST } from '@premieres/contracts';
import { Badge, Box, Button, HStack, SimpleGrid, Stack, StaticPage, Text } from '@premieres/ui';
import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSpeedTest } from '../hooks/useSpeedTest';
import '../i18n/registerPageStrings';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="xl" p="5" textAlign="center">
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text data-testid={testId} fontSize="3xl" fontWeight="black" mt="1">
        {value}
      </Text>
    </Box>
  );
}

/** /speed-test: a simulated connection test with streaming recommendations. */
export default function SpeedTestPage({ random }: { random?: () => number }) {
  const { t } = useTranslation('landing');
  const { status, progress, result, start } = useSpeedTest(random);
  const best = result ? recommendedQuality(result.downloadMbps) : null;

  return (
    <StaticPage title={t('speedTest.title')} subtitle={t('speedTest.subtitle')}>
      <Stack gap="4" align="flex-start">
        <Button colorPalette="brand" size="lg" onClick={start} disabled={status === 'running'}>
          <Gauge aria-hidden="true" />
          {status === 'running'
            ? t('speedTest.running')
            : status === 'done'
              ? t('speedTest.again')
              : t('speedTest.start')}
        </Button>
        {status !== 'idle' ? (
          <Box
            width="full"
            height="3"
            bg="bg.muted"
            borderRadius="full"
            overflow="hidden"
            role="progressbar"
            aria-label={t('speedTest.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <Box height="full" width={`${progress}%`} bg="brand.solid" transition="width 0.3s" />
          </Box>
        ) : null}
      </Stack>

      {result ? (
        <Stack gap="6" data-testid="speed-test-result">
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <Figure
              testId="speed-download"
              label={t('speedTest.download')}
              value={t('speedTest.mbps', { value: result.downloadMbps })}
            />
            <Figure
              testId="speed-upload"
              label={t('speedTest.upload')}
              value={t('speedTest.mbps', { value: result.uploadMbps })}
            />
            <Figure
              testId="speed-ping"
              label={t('speedTest.ping')}
              value={t('speedTest.ms', { value: result.pingMs })}
            />
          </SimpleGrid>
          <Text fontSize="lg" fontWeight="medium">
            {best
              ? t('speedTest.supports', { quality: t(`speedTest.quality.${best}`) })
              : t('speedTest.tooSlow')}
          </Text>
        </Stack>
      ) : null}

      <Box as="section" aria-labelledby="speed-recommendations">
        <Text id="speed-recommendations" as="h2" fontSize="xl" fontWeight="bold" mb="3">
          {t('speedTest.recommendationsTitle')}
        </Text>
        <Stack gap="2">
          {SPEED_TEST.recommendations.map((rec) => (
            <HStack
              key={rec.quality}
              data-testid={`recommendation-${rec.quality}`}
              justify="space-between"
              p="4"
              borderRadius="lg"
              bg={best === rec.quality ? 'brand.subtle' : 'bg.muted'}
              borderWidth="1px"
              borderColor={best === rec.quality ? 'brand.solid' : 'transparent'}
            >
              <Text fontWeight="medium">
                {t(`speedTest.quality.${rec.quality}`)}
                {best === rec.quality ? (
                  <Badge ms="2" colorPalette="brand" variant="solid">
                    {t('speedTest.recommended')}
                  </Badge>
                ) : null}
              </Text>
              <Text color="fg.muted">{t('speedTest.needs', { mbps: rec.minMbps })}</Text>
            </HStack>
          ))}
        </Stack>
      </Box>
    </StaticPage>
  );
}
