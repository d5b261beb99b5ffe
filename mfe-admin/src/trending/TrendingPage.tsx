import { adminApi } from '@premieres/api-client';
import { useTranslation } from '@premieres/i18n';
import { Button, HStack, IconButton, List, PageSpinner, Stack, Text } from '@premieres/ui';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { adminKeys } from '../api/keys';
import { useInvalidateCatalogue } from '../api/useCatalogueWrite';
import { EmptyState } from '../common/EmptyState';
import { PageHeader } from '../common/PageHeader';
import { apiErrorText } from '../feedback/apiErrorText';
import { useStaffWrite } from '../feedback/useStaffWrite';
import { ADMIN_NS } from '../i18n';
import { clearSlot, placeInSlot, type Slots, slotIds } from './slots';
import { TrendingPicker } from './TrendingPicker';

/** Trending Movies: 10 slots; Save replaces the whole order at once (spec §4). */
export function TrendingPage() {
  const { t } = useTranslation(ADMIN_NS);
  const invalidate = useInvalidateCatalogue();
  const saved = useQuery({ queryKey: adminKeys.trending, queryFn: () => adminApi.trending() });
  const [slots, setSlots] = useState<Slots | null>(null);
  const write = useStaffWrite();
  // Edits start from what is saved, and start over when the saved order changes.
  useEffect(() => setSlots(saved.data?.slots ?? null), [saved.data]);

  if (saved.isError && !saved.data) return <EmptyState>{apiErrorText(t, saved.error)}</EmptyState>;
  if (!slots) return <PageSpinner minHeight="30vh" />;

  const save = () =>
    write.run(
      () => adminApi.saveTrending(slotIds(slots)),
      { success: 'toasts.trendingSaved', failure: 'toasts.trendingFailed' },
      invalidate,
    );

  return (
    <Stack gap="4" maxW="3xl">
      <PageHeader title={t('tabs.trending')} />
      <Text color="fg.muted">{t('trending.intro')}</Text>
      <TrendingPicker slots={slots} onPlace={(index, title) => setSlots(placeInSlot(slots, index, title))} />
      <List.Root as="ol" listStyleType="none" gap="1" aria-label={t('trending.slots')}>
        {slots.map((slot, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions.
          <List.Item key={index} data-testid={`trending-slot-${index + 1}`}>
            <HStack px="3" py="2" borderWidth="1px" rounded="md" justify="space-between">
              <HStack gap="3" minW="0">
                <Text fontWeight="bold" w="6" textAlign="end">
                  {index + 1}
                </Text>
                <Text truncate color={slot ? 'fg' : 'fg.subtle'}>
                  {slot ? slot.title : t('trending.empty')}
                </Text>
              </HStack>
              {slot ? (
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('trending.remove', { title: slot.title })}
                  onClick={() => setSlots(clearSlot(slots, index))}
                >
                  <X />
                </IconButton>
              ) : null}
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <HStack>
        <Button colorPalette="brand" onClick={save} loading={write.pending}>
          {t('trending.save')}
        </Button>
        <Button
          variant="outline"
          onClick={() => setSlots(saved.data?.slots ?? null)}
          disabled={write.pending}
        >
          {t('trending.reset')}
        </Button>
      </HStack>
    </Stack>
  );
}
