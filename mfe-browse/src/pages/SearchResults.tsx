import { useTranslation } from '@premieres/i18n';
import { Box, PageSpinner, SimpleGrid } from '@premieres/ui';
import { BrowsePage } from '../components/BrowsePage';
import { ContentCard } from '../components/ContentCard';
import { SEARCH_FETCH_LIMIT, useMovies } from '../hooks/useCatalog';
import { BROWSE_NS } from '../i18n';

/** Titles whose title, cast, director or genre match (the API's `q` search). */
export function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation(BROWSE_NS);
  const { items, isLoading } = useMovies({ q: query, limit: SEARCH_FETCH_LIMIT });
  const summary = items.length > 0 ? t('search.count', { count: items.length }) : t('search.none');
  return (
    <BrowsePage title={t('search.title', { query })} intro={isLoading ? undefined : summary}>
      {isLoading ? (
        <PageSpinner minHeight="40vh" />
      ) : (
        <Box px={{ base: '4', md: '8' }}>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 5 }} gap="4">
            {items.map((movie) => (
              <li key={movie.id}>
                <ContentCard movie={movie} />
              </li>
            ))}
          </SimpleGrid>
        </Box>
      )}
    </BrowsePage>
  );
}
