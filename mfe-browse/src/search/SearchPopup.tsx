import { useTranslation } from '@premieres/i18n';
import { Box, Button, Flex, HStack, SafeImage, Spinner, Text } from '@premieres/ui';
import { Clock, Search } from 'lucide-react';
import { BROWSE_NS } from '../i18n';
import type { SearchOption } from './search-options';

interface Props {
  listId: string;
  optionId: (index: number) => string;
  options: readonly SearchOption[];
  active: number;
  /** The box is empty: the options are recent searches (with a clear button). */
  showingRecent: boolean;
  loading: boolean;
  onChoose: (option: SearchOption) => void;
  onHover: (index: number) => void;
  onClearRecent: () => void;
}

/**
 * The list under the header box (role listbox; the input keeps focus and points at the
 * highlighted option with aria-activedescendant). Below the header on a phone, under the field
 * from md up.
 */
export function SearchPopup(props: Props) {
  const { t } = useTranslation(BROWSE_NS);
  const { options, showingRecent, loading } = props;
  const titles = options.filter((option) => option.kind === 'title').length;
  return (
    <Box
      position="absolute"
      top="100%"
      insetStart={{ base: '0', md: 'auto' }}
      insetEnd="0"
      width={{ base: '100%', md: '26rem' }}
      mt={{ base: '0', md: '1' }}
      bg="bg.panel"
      borderWidth="1px"
      rounded={{ base: 'none', md: 'md' }}
      shadow="lg"
      maxHeight="70vh"
      overflowY="auto"
      zIndex="dropdown"
      data-testid="search-popup"
    >
      {showingRecent ? (
        <Flex align="center" justify="space-between" px="3" pt="2">
          <Text fontSize="sm" color="fg.muted" id={`${props.listId}-label`}>
            {t('search.recent')}
          </Text>
          <Button
            size="xs"
            variant="ghost"
            aria-label={t('search.clearRecentLabel')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={props.onClearRecent}
          >
            {t('search.clearRecent')}
          </Button>
        </Flex>
      ) : null}
      <Box
        as="ul"
        role="listbox"
        id={props.listId}
        aria-label={showingRecent ? t('search.recent') : t('search.suggestions')}
        listStyleType="none"
        m="0"
        p="1"
      >
        {options.map((option, index) => (
          <Box
            as="li"
            key={optionKey(option)}
            id={props.optionId(index)}
            role="option"
            aria-selected={index === props.active}
            data-testid="search-option"
            display="flex"
            alignItems="center"
            gap="3"
            px="2"
            py="1.5"
            minHeight="44px"
            rounded="sm"
            cursor="pointer"
            bg={index === props.active ? 'bg.emphasized' : undefined}
            // The input keeps focus (and the list stays open) when an option is clicked.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => props.onHover(index)}
            onClick={() => props.onChoose(option)}
          >
            <OptionContent option={option} />
          </Box>
        ))}
      </Box>
      {loading && titles === 0 && !showingRecent ? (
        <HStack px="3" pb="2" color="fg.muted" role="status">
          <Spinner size="xs" />
          <Text fontSize="sm">{t('search.loading')}</Text>
        </HStack>
      ) : null}
    </Box>
  );
}

function optionKey(option: SearchOption): string {
  if (option.kind === 'title') return `title:${option.suggestion.id}`;
  return `${option.kind}:${option.q}`;
}

function OptionContent({ option }: { option: SearchOption }) {
  const { t } = useTranslation(BROWSE_NS);
  if (option.kind === 'title') {
    const { suggestion } = option;
    return (
      <>
        <SafeImage
          src={suggestion.thumbnail}
          alt=""
          width="8"
          height="12"
          objectFit="cover"
          rounded="sm"
          flexShrink={0}
          loading="lazy"
        />
        <Box minWidth="0">
          <Text truncate fontWeight="medium">
            {suggestion.title}
          </Text>
          {suggestion.year ? (
            <Text fontSize="sm" color="fg.muted">
              {suggestion.year}
            </Text>
          ) : null}
        </Box>
      </>
    );
  }
  const Icon = option.kind === 'recent' ? Clock : Search;
  return (
    <>
      <Box
        as="span"
        color="fg.muted"
        aria-hidden="true"
        display="inline-flex"
        width="8"
        justifyContent="center"
      >
        <Icon size={18} />
      </Box>
      <Text truncate>{option.kind === 'recent' ? option.q : t('search.seeAll', { query: option.q })}</Text>
    </>
  );
}
