import { useTranslation } from '@premieres/i18n';
import { Box, Button, Heading, HStack, Skeleton, Text } from '@premieres/ui';
import { usePagedMovies } from '../catalogue/usePagedMovies';
import { BROWSE_NS } from '../i18n';
import { ContentRow } from './ContentRow';
import { ROW_PAGE_SIZE, type RowSource } from './rowSources';

/** A row filled by its own API query: a placeholder while loading, Retry on failure, hidden when empty. */
export function QueryRow({ source }: { source: RowSource }) {
  const { t } = useTranslation(BROWSE_NS);
  const title = t(source.titleKey);
  const row = usePagedMovies(source.query, ROW_PAGE_SIZE);
  if (row.isLoading) return <RowPlaceholder title={title} />;
  if (row.isError) return <RowFailed title={title} onRetry={row.retry} />;
  return <ContentRow title={title} items={row.items} onNearEnd={row.loadMore} />;
}

/** A placeholder is no landmark yet: only a row with titles (or its failure) is a named region. */
function RowFrame({
  title,
  region,
  children,
}: {
  title: string;
  region: boolean;
  children: React.ReactNode;
}) {
  return (
    <Box
      as={region ? 'section' : 'div'}
      aria-label={region ? title : undefined}
      mb="8"
      px={{ base: '4', md: '8' }}
    >
      <Heading as="h2" size="lg" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Keeps the row's height while it loads, so nothing below jumps when it arrives. */
function RowPlaceholder({ title }: { title: string }) {
  const { t } = useTranslation(BROWSE_NS);
  return (
    <RowFrame title={title} region={false}>
      <HStack gap="3" overflow="hidden" role="status" aria-label={t('loading')}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton
            key={i}
            flex="0 0 auto"
            width={{ base: '32', md: '44' }}
            aspectRatio={2 / 3}
            rounded="md"
          />
        ))}
      </HStack>
    </RowFrame>
  );
}

function RowFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation(BROWSE_NS);
  return (
    <RowFrame title={title} region>
      <HStack gap="4" role="alert">
        <Text color="fg.muted">{t('rowFailed.message')}</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('rowFailed.retry')}
        </Button>
      </HStack>
    </RowFrame>
  );
}
