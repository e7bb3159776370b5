// The suppliers list's columns for the list kit's DataTable. Controls follow the answer's abilities (managers
// and up edit, deactivate, reactivate, delete); supervisors see the same rows read-only.
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Column } from '../../components/list';
import type { SupplierFieldsFragment } from '../../generated/graphql';
import type { SupplierAction } from './ConfirmSupplierActionDialog';
import { cisLabel, kindLabel } from './supplier-labels';

type Supplier = SupplierFieldsFragment;

function ActionsCell(props: {
  supplier: Supplier;
  onEdit: (s: Supplier) => void;
  onAction: (a: SupplierAction) => void;
}) {
  const { supplier, onEdit, onAction } = props;
  const { abilities, name } = supplier;
  if (
    !abilities.can_edit &&
    !abilities.can_deactivate &&
    !abilities.can_reactivate &&
    !abilities.can_delete
  ) {
    return null;
  }
  return (
    <HStack gap="2" wrap="wrap">
      {abilities.can_edit && (
        <Button size="xs" variant="outline" aria-label={`Edit ${name}`} onClick={() => onEdit(supplier)}>
          Edit
        </Button>
      )}
      {abilities.can_deactivate && (
        <Button
          size="xs"
          variant="outline"
          colorPalette="orange"
          aria-label={`Deactivate ${name}`}
          onClick={() => onAction({ kind: 'deactivate', supplier })}
        >
          Deactivate
        </Button>
      )}
      {abilities.can_reactivate && (
        <Button
          size="xs"
          variant="outline"
          aria-label={`Reactivate ${name}`}
          onClick={() => onAction({ kind: 'reactivate', supplier })}
        >
          Reactivate
        </Button>
      )}
      {abilities.can_delete && (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={`Delete ${name}`}
          onClick={() => onAction({ kind: 'delete', supplier })}
        >
          Delete
        </Button>
      )}
    </HStack>
  );
}

export function supplierColumns(options: {
  onEdit: (supplier: Supplier) => void;
  onAction: (action: SupplierAction) => void;
}): Column<Supplier>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      card: 'title',
      cell: (s) => (
        <Text as="span" fontWeight="medium">
          {s.name}
        </Text>
      ),
    },
    {
      key: 'kinds',
      header: 'Kinds',
      card: 'subtitle',
      cell: (s) => (
        <HStack gap="1" wrap="wrap">
          {s.kinds.map((kind) => (
            <Badge key={kind} variant="subtle">
              {kindLabel(kind)}
            </Badge>
          ))}
        </HStack>
      ),
    },
    {
      key: 'contact',
      header: 'Contact',
      cell: (s) =>
        s.contact_name || s.phone || s.email ? (
          <Stack gap="0">
            {s.contact_name && <Text as="span">{s.contact_name}</Text>}
            {s.phone && (
              <Text as="span" fontSize="xs" color="fg.muted">
                {s.phone}
              </Text>
            )}
            {s.email && (
              <Text as="span" fontSize="xs" color="fg.muted">
                {s.email}
              </Text>
            )}
          </Stack>
        ) : (
          '—'
        ),
    },
    { key: 'account', header: 'Account no.', from: 'lg', cell: (s) => s.account_number ?? '—' },
    {
      key: 'cis',
      header: 'CIS',
      cell: (s) =>
        s.cis_status ? (
          <Stack gap="0">
            <Text as="span">{cisLabel(s.cis_status)}</Text>
            {s.utr && (
              <Text as="span" fontSize="xs" color="fg.muted">
                UTR {s.utr}
              </Text>
            )}
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      header: 'Status',
      card: 'aside',
      cell: (s) => (
        <Badge colorPalette={s.is_active ? 'green' : 'gray'}>{s.is_active ? 'Active' : 'Inactive'}</Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      card: 'footer',
      cell: (s) => <ActionsCell supplier={s} onEdit={options.onEdit} onAction={options.onAction} />,
    },
  ];
}
