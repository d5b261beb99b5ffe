import { useTranslation } from '@premieres/i18n';
import { Button, HStack, Text } from '@premieres/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ADMIN_NS } from '../i18n';

/** Previous / next over a server-paged list ({page, limit, total}). */
export function Pager({
  page,
  limit,
  total,
  onPage,
}: {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <HStack justify="space-between" mt="4" as="nav" aria-label={t('pager.label')}>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden /> {t('pager.previous')}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {t('pager.status', { page, pages, total })}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')} <ChevronRight aria-hidden />
      </Button>
    </HStack>
  );
}
