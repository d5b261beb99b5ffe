import { Table, Text } from '@chakra-ui/react';
import { formatRupees, type Invoice } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { formatDate } from '../member/formatDate';

/** Paid invoices, newest first, amounts in rupees for the reader's language. */
export function InvoiceTable({ invoices }: { invoices: readonly Invoice[] }) {
  const { t, i18n } = useTranslation(['billing', 'account']);
  if (invoices.length === 0) return <Text color="fg.muted">{t('portal.noInvoices')}</Text>;
  const date = (iso: string) => formatDate(iso, i18n.language);
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" data-testid="invoices">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('portal.invoiceDate')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('portal.invoicePlan')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('portal.invoiceKind')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('portal.invoicePeriod')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('portal.invoiceAmount')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoices.map((invoice) => (
            <Table.Row key={invoice.id}>
              <Table.Cell>{date(invoice.paid_at)}</Table.Cell>
              <Table.Cell>{t(`account:plans.${invoice.plan}`)}</Table.Cell>
              <Table.Cell>{t(`portal.kinds.${invoice.kind}`)}</Table.Cell>
              <Table.Cell>
                {t('portal.period', { start: date(invoice.period_start), end: date(invoice.period_end) })}
              </Table.Cell>
              <Table.Cell textAlign="end" data-testid="invoice-amount">
                {formatRupees(invoice.amount_inr, i18n.language)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
