import { Badge, Checkbox, HStack, IconButton, Image, Table } from '@chakra-ui/react';
import { type MovieRecord, resolveThumbnailUrl } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Pencil, Trash2 } from 'lucide-react';
import { ADMIN_NS } from '../i18n';
import { allSelected, type Selection, someSelected } from './selection';

export interface MovieTableProps {
  movies: readonly MovieRecord[];
  selection: Selection<MovieRecord>;
  onToggle: (movie: MovieRecord) => void;
  onToggleAll: () => void;
  onEdit: (movie: MovieRecord) => void;
  onDelete: (movie: MovieRecord) => void;
}

/** The titles of one page with their checkboxes (select-all in the header) and row actions. */
export function MovieTable({ movies, selection, onToggle, onToggleAll, onEdit, onDelete }: MovieTableProps) {
  const { t } = useTranslation(ADMIN_NS);
  const all = allSelected(selection, movies);
  const some = someSelected(selection, movies);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="8">
              <Checkbox.Root
                aria-label={t('content.selectAll')}
                checked={all ? true : some ? 'indeterminate' : false}
                onCheckedChange={onToggleAll}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('content.columns.title')}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">{t('content.columns.genre')}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">{t('content.columns.rating')}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">{t('content.columns.year')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('content.columns.flags')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('content.columns.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {movies.map((movie) => (
            <Table.Row key={movie.id} data-selected={selection.has(movie.id) ? '' : undefined}>
              <Table.Cell>
                <Checkbox.Root
                  aria-label={t('content.select', { title: movie.title })}
                  checked={selection.has(movie.id)}
                  onCheckedChange={() => onToggle(movie)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.Cell>
              <Table.Cell>
                <HStack gap="3">
                  <Image
                    src={resolveThumbnailUrl(movie.thumbnail)}
                    alt=""
                    w="8"
                    h="12"
                    objectFit="cover"
                    rounded="sm"
                    hideBelow="sm"
                    // Spec §8: a failed image load hides the image in the admin panel.
                    onError={(event) => {
                      event.currentTarget.style.visibility = 'hidden';
                    }}
                  />
                  <span>{movie.title}</span>
                </HStack>
              </Table.Cell>
              <Table.Cell hideBelow="md">{movie.genre ?? ''}</Table.Cell>
              <Table.Cell hideBelow="md">{movie.rating ?? ''}</Table.Cell>
              <Table.Cell hideBelow="md">{movie.release_year ?? ''}</Table.Cell>
              <Table.Cell>
                <HStack gap="1" wrap="wrap">
                  <Badge variant="outline">{t(`types.${movie.type}`)}</Badge>
                  {movie.is_new ? <Badge colorPalette="green">{t('content.new')}</Badge> : null}
                  {movie.is_trending ? <Badge colorPalette="orange">{t('content.trending')}</Badge> : null}
                </HStack>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <HStack gap="0" justify="end">
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={t('content.edit', { title: movie.title })}
                    onClick={() => onEdit(movie)}
                  >
                    <Pencil />
                  </IconButton>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('content.delete', { title: movie.title })}
                    onClick={() => onDelete(movie)}
                  >
                    <Trash2 />
                  </IconButton>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
