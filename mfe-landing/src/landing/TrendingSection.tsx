import { resolveThumbnailUrl, type TrendingItem } from '@premieres/contracts';
import { Box, Container, Heading, SafeImage, SimpleGrid, Text } from '@premieres/ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useTrending } from '../hooks/useTrending';

function TrendingTile({ item }: { item: TrendingItem }) {
  const { t } = useTranslation('landing');
  return (
    <Box asChild role="group" display="block" borderRadius="lg" overflow="hidden" bg="bg.muted">
      <RouterLink to="/auth" data-testid="trending-tile">
        <Box position="relative" aspectRatio="2 / 3">
          <SafeImage
            src={resolveThumbnailUrl(item.thumbnail)}
            alt={item.title}
            loading="lazy"
            width="full"
            height="full"
            objectFit="cover"
            transition="transform 0.3s"
            _groupHover={{ transform: 'scale(1.05)' }}
          />
          <Text
            position="absolute"
            bottom="1"
            left="2"
            fontSize={{ base: '4xl', md: '5xl' }}
            fontWeight="black"
            lineHeight="1"
            color="white"
            textShadow="0 2px 12px rgba(0, 0, 0, 0.9)"
          >
            {t('trending.rank', { position: item.trending_position })}
          </Text>
        </Box>
        <Text px="2" py="2" fontSize="sm" fontWeight="medium" truncate>
          {item.title}
        </Text>
      </RouterLink>
    </Box>
  );
}

/** Trending Now: 2, 4 or 6 columns by width; absent while the API is absent or empty. */
export function TrendingSection() {
  const { t } = useTranslation('landing');
  const items = useTrending();
  if (items.length === 0) return null;
  return (
    <Box as="section" py={{ base: '10', md: '14' }} aria-labelledby="trending-title" data-testid="trending">
      <Container maxWidth="7xl">
        <Heading id="trending-title" as="h2" fontSize={{ base: 'xl', md: '3xl' }} fontWeight="bold" mb="6">
          {t('trending.title')}
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4, lg: 6 }} gap={{ base: '3', md: '4' }}>
          {items.map((item) => (
            <TrendingTile key={item.id} item={item} />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
