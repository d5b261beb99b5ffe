import { HStack, IconButton } from '@premieres/ui';
import { Pencil, Trash2 } from 'lucide-react';

/** Edit and Delete icon buttons of a list row; the labels name the item. */
export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <HStack gap="0" justify="end">
      <IconButton size="sm" variant="ghost" aria-label={editLabel} onClick={onEdit}>
        <Pencil />
      </IconButton>
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={deleteLabel} onClick={onDelete}>
        <Trash2 />
      </IconButton>
    </HStack>
  );
}
