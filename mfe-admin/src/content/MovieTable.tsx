import type { MovieRecord } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Badge, HStack, Table } from '@premieres/ui';
import { CheckboxControl } from '../common/CheckboxControl';
import { Poster } from '../common/Poster';
import { RowActions } from '../common/RowActions';
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
              <CheckboxControl
                ariaLabel={t('content.selectAll')}
                checked={all ? true : some ? 'indeterminate' : false}
                onChange={onToggleAll}
              />
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
                <CheckboxControl
                  ariaLabel={t('content.select', { title: movie.title })}
                  checked={selection.has(movie.id)}
                  onChange={() => onToggle(movie)}
                />
              </Table.Cell>
              <Table.Cell>
                <HStack gap="3">
                  <Poster thumbnail={movie.thumbnail} w="8" h="12" hideBelow="sm" />
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
                <RowActions
                  editLabel={t('content.edit', { title: movie.title })}
                  deleteLabel={t('content.delete', { title: movie.title })}
                  onEdit={() => onEdit(movie)}
                  onDelete={() => onDelete(movie)}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
