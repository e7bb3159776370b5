// The figures of an application as a statement: work done, variations, materials on site, gross valuation,
// retention, net, previously certified, amount due, VAT (or the reverse-charge or not-registered wording) and
// total, with the 5% disregard's decision and its percentage.
import { Table, Text } from '@chakra-ui/react';
import type { ValuationTotals } from '@sitebase/shared';
import { formatPence } from '../../lib/format';

/** The figures shown: valuationTotals' (@sitebase/shared), from the editor or as core-api stored them. */
type Totals = Omit<ValuationTotals, 'line_values_pence'>;

export function TotalsTable({
  totals: t,
  retentionPercent,
  vat,
  decision,
}: {
  totals: Totals;
  retentionPercent: number;
  vat: string;
  /** What the 5% disregard decided for the whole application (one supply), where it can apply. */
  decision?: { cis_share_percent: string; reason: string } | null;
}) {
  const rows: [string, number, boolean?][] = [
    ['Work done to date', t.work_done_pence],
    ['Approved variations', t.variations_pence],
    ['Materials on site', t.materials_on_site_pence],
    ['Gross valuation to date', t.gross_pence, true],
    [`Less retention at ${retentionPercent}%`, -t.retention_pence],
    ['Net valuation', t.net_valuation_pence],
    ['Less previously certified', -t.previously_certified_pence],
    ['Amount due this application', t.amount_due_pence, true],
    [
      vat === 'drc'
        ? 'VAT (reverse charge: not charged)'
        : vat === 'not_registered'
          ? 'VAT (not charged: not VAT-registered)'
          : 'VAT at 20%',
      t.vat_pence,
    ],
    ['Total', t.total_pence, true],
  ];
  return (
    <>
      <Table.Root size="sm" aria-label="Application totals">
        <Table.Body>
          {rows.map(([label, value, strong]) => (
            <Table.Row key={label}>
              <Table.Cell fontWeight={strong ? 'semibold' : undefined}>{label}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight={strong ? 'semibold' : undefined}>
                {formatPence(value)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {vat === 'drc' && t.vat_wording && (
        <Text mt="2" fontSize="sm">
          {t.vat_wording}: {formatPence(t.reverse_charge_vat_pence)}
        </Text>
      )}
      {vat === 'not_registered' && (
        <Text mt="2" fontSize="sm">
          No VAT charged: we are not registered for VAT
        </Text>
      )}
      {decision && (
        <Text mt="2" fontSize="sm" aria-label="VAT decision">
          VAT decision ({decision.cis_share_percent}% CIS-specified): {decision.reason}
        </Text>
      )}
    </>
  );
}
