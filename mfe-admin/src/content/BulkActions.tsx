import { adminApi } from '@premieres/api-client';
import type { MovieRecord } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Button, HStack, Text } from '@premieres/ui';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useInvalidateCatalogue } from '../api/useCatalogueWrite';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useNotify } from '../feedback/useNotify';
import { useStaffWrite } from '../feedback/useStaffWrite';
import { ADMIN_NS } from '../i18n';
import { downloadJson, exportFileName, exportJson } from './exportMovies';
import type { Selection } from './selection';

type Flag = 'is_new' | 'is_trending';

export interface BulkActionsProps {
  selection: Selection<MovieRecord>;
  /** Called after a bulk delete with the ids that are gone. */
  onDeleted: (ids: string[]) => void;
  now?: () => Date;
}

/** What staff can do with the selected titles: flags, export, delete (spec §2, §4). */
export function BulkActions({ selection, onDeleted, now = () => new Date() }: BulkActionsProps) {
  const { t } = useTranslation(ADMIN_NS);
  const toast = useNotify();
  const invalidate = useInvalidateCatalogue();
  const write = useStaffWrite();
  const busy = write.pending;
  const [confirming, setConfirming] = useState(false);
  const ids = [...selection.keys()];
  if (ids.length === 0) return null;

  const setFlag = (field: Flag, value: boolean) =>
    write.run(
      () => adminApi.bulkFlags({ ids, field, value }),
      { success: 'toasts.moviesUpdated', failure: 'toasts.updateMoviesFailed' },
      invalidate,
    );

  const remove = () =>
    write.run(
      () => adminApi.bulkDelete(ids),
      { success: 'toasts.moviesDeleted', failure: 'toasts.deleteMoviesFailed' },
      () => {
        setConfirming(false);
        onDeleted(ids);
        return invalidate();
      },
    );

  const exportSelected = () => {
    downloadJson(exportFileName(now()), exportJson([...selection.values()]));
    toast.success('toasts.exported', { count: ids.length });
  };

  const flagButton = (field: Flag, value: boolean, label: string) => (
    <Button size="xs" variant="outline" disabled={busy} onClick={() => setFlag(field, value)}>
      {label}
    </Button>
  );

  return (
    <HStack
      wrap="wrap"
      gap="2"
      p="2"
      borderWidth="1px"
      rounded="md"
      bg="bg.subtle"
      role="toolbar"
      aria-label={t('bulk.label')}
    >
      <Text fontSize="sm" fontWeight="semibold" data-testid="selected-count">
        {t('bulk.selected', { count: ids.length })}
      </Text>
      {flagButton('is_new', true, t('bulk.markNew'))}
      {flagButton('is_new', false, t('bulk.unmarkNew'))}
      {flagButton('is_trending', true, t('bulk.markTrending'))}
      {flagButton('is_trending', false, t('bulk.unmarkTrending'))}
      <Button size="xs" variant="outline" onClick={exportSelected}>
        <Download aria-hidden /> {t('bulk.export')}
      </Button>
      <Button size="xs" colorPalette="red" disabled={busy} onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden /> {t('bulk.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('bulk.deleteTitle', { count: ids.length })}
        body={t('bulk.deleteBody', { count: ids.length })}
        confirmLabel={t('actions.delete')}
        pending={busy}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </HStack>
  );
}
