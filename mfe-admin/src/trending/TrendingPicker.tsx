import { Field, NativeSelect } from '@chakra-ui/react';
import { adminApi } from '@premieres/api-client';
import type { TrendingSlot } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Button, HStack, Stack } from '@premieres/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminKeys } from '../api/keys';
import { SearchBox } from '../common/SearchBox';
import { ADMIN_NS } from '../i18n';
import { firstEmptySlot, isSlotFilled, pickerCandidates, type Slots } from './slots';

const PICKER_LIMIT = 50;

/** Choose a title without a position and an empty slot (filled slots are disabled). */
export function TrendingPicker({
  slots,
  onPlace,
}: {
  slots: Slots;
  onPlace: (index: number, title: TrendingSlot) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const [q, setQ] = useState('');
  const [titleId, setTitleId] = useState('');
  const [slot, setSlot] = useState<number | null>(null);
  const titles = useQuery({
    queryKey: [...adminKeys.movieList(q, 1), PICKER_LIMIT],
    queryFn: () => adminApi.listMovies({ q: q || undefined, page: 1, limit: PICKER_LIMIT }),
  });
  const candidates = pickerCandidates(titles.data?.items ?? [], slots);
  const chosen = candidates.find((title) => title.id === titleId);
  const index = slot !== null && !isSlotFilled(slots, slot) ? slot : firstEmptySlot(slots);

  return (
    <Stack gap="3" p="3" borderWidth="1px" rounded="md">
      <SearchBox value={q} label={t('trending.search')} onSearch={setQ} />
      <HStack align="end" wrap="wrap">
        <Field.Root flex="2" minW="48">
          <Field.Label>{t('trending.title')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={titleId} onChange={(event) => setTitleId(event.target.value)}>
              <option value="">{t('trending.chooseTitle')}</option>
              {candidates.map((title) => (
                <option key={title.id} value={title.id}>
                  {title.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1" minW="24">
          <Field.Label>{t('trending.slot')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={index < 0 ? '' : String(index)}
              onChange={(event) => setSlot(Number(event.target.value))}
            >
              {slots.map((filled, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions.
                <option key={i} value={String(i)} disabled={filled != null}>
                  {t('trending.position', { n: i + 1 })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button
          disabled={!chosen || index < 0}
          onClick={() => {
            if (!chosen || index < 0) return;
            onPlace(index, { id: chosen.id, title: chosen.title, thumbnail: chosen.thumbnail });
            setTitleId('');
            setSlot(null);
          }}
        >
          {t('trending.place')}
        </Button>
      </HStack>
    </Stack>
  );
}
