// The diary's drafted part: the day's labour (operatives, trades, hours; agency and subcontract gangs by
// supplier), plant on site, deliveries, forms sent (the library's safety forms labelled by kind), who was
// inducted, and team notes — live until sign-off, frozen after.
import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, plural } from '../../lib/format';
import type { SiteDiaryFieldsFragment } from '../../generated/graphql';

const ENGAGED: Record<string, string> = { direct: 'Direct', agency: 'Agency', subcontractor: 'Subcontract' };
const time = (iso: string) => formatDateTime(iso).slice(11);
/** The library of UK site forms' kinds (decision 0088), labelled in the list; a site issue or note is not. */
const SAFETY = new Set([
  'induction',
  'toolbox_talk',
  'rams_briefing',
  'permit_to_work',
  'scaffold_inspection',
  'excavation_inspection',
  'plant_pre_use',
  'accident',
]);

function Part({
  title,
  empty,
  count,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h4" size="sm" mb="1">
        {title}
      </Heading>
      {count === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {empty}
        </Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none">
          {children}
        </Stack>
      )}
    </Box>
  );
}

export function DiaryRecordsView({ records }: { records: SiteDiaryFieldsFragment['records'] }) {
  return (
    <Stack gap="4">
      <Part
        title={`Labour on site (${plural(records.labour.length, 'operative')}, ${records.labour_hours} h)`}
        empty="No hours on timesheets for this day."
        count={records.labour.length}
      >
        {records.labour.map((l) => (
          <HStack as="li" key={l.operative_id} justify="space-between" fontSize="sm">
            <Text>
              {l.name}
              {l.trade ? ` · ${l.trade}` : ''}
              {` · ${ENGAGED[l.engagement] ?? l.engagement}${l.supplier ? ` (${l.supplier})` : ''}`}
            </Text>
            <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
              {l.hours} h
            </Text>
          </HStack>
        ))}
      </Part>
      <Part title="Plant on site" empty="No plant on site." count={records.plant.length}>
        {records.plant.map((p) => (
          <HStack as="li" key={p.request_id} fontSize="sm" wrap="wrap">
            <Text>
              {p.reference} {p.description}
              {p.asset_number ? ` (${p.asset_number})` : ''}
              {p.fulfilment === 'allocation' ? ' · own plant' : p.supplier ? ` · ${p.supplier}` : ''}
            </Text>
            {p.arrived && <Badge colorPalette="green">Arrived</Badge>}
            {p.off_hired && <Badge colorPalette="orange">Off-hired</Badge>}
          </HStack>
        ))}
      </Part>
      <Part title="Deliveries received" empty="No deliveries received." count={records.deliveries.length}>
        {records.deliveries.map((d) => (
          <Box as="li" key={d.delivery_id} fontSize="sm">
            <Text>
              {time(d.received_at)} {d.po_reference} · {d.supplier}
              {d.ticket_upload_id ? ' · ticket photo' : ''}
            </Text>
            <Text color="fg.muted">{d.summary}</Text>
          </Box>
        ))}
      </Part>
      <Part title="Forms sent" empty="No forms sent." count={records.forms.length}>
        {records.forms.map((f) => (
          <HStack as="li" key={f.submission_id} fontSize="sm" gap="2" wrap="wrap">
            <Text>
              {time(f.submitted_at)} {f.reference} {f.template_name}
              {f.submitted_by ? ` · ${f.submitted_by}` : ''}
            </Text>
            {SAFETY.has(f.category) && <Badge colorPalette="teal">{f.category_label}</Badge>}
          </HStack>
        ))}
      </Part>
      <Part
        title={`Inducted today (${records.inductions.length})`}
        empty="Nobody was inducted."
        count={records.inductions.length}
      >
        {records.inductions.map((i) => (
          <Text as="li" key={i.submission_id} fontSize="sm">
            {i.name}
            {i.trade ? ` · ${i.trade}` : ''}
            {i.employer ? ` · ${i.employer}` : ''}
            <Text as="span" color="fg.muted">{` · ${time(i.submitted_at)} ${i.reference}`}</Text>
          </Text>
        ))}
      </Part>
      {records.notes.length > 0 && (
        <Part title="Project notes" empty="" count={records.notes.length}>
          {records.notes.map((n) => (
            <Text as="li" key={n.note_id} fontSize="sm">
              {time(n.created_at)} {n.author ?? ''}: {n.content}
            </Text>
          ))}
        </Part>
      )}
    </Stack>
  );
}
