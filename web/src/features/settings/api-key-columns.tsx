// The columns of Settings → API access's list: each key's name, status, the start of its secret (never the whole),
// its scopes, its budget, who made it and when, its last use (time and address, or Never), its expiry, and Change
// and Revoke while it works. A table from 768px up, a card per key below (components/list/DataTable).
import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { Column } from '../../components/list/DataTable';
import type { ApiKeyFieldsFragment } from '../../generated/graphql';
import { formatCount, formatDate, formatDateTime } from '../../lib/format';

type ApiKey = ApiKeyFieldsFragment;

export const API_KEY_STATUS: Record<string, { label: string; palette: string }> = {
  active: { label: 'Active', palette: 'green' },
  expired: { label: 'Expired', palette: 'gray' },
  revoked: { label: 'Revoked', palette: 'red' },
};

export function apiKeyColumns(options: {
  onChange: (key: ApiKey) => void;
  onRevoke: (key: ApiKey) => void;
}): Column<ApiKey>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      card: 'title',
      cell: (k) => k.name,
    },
    {
      key: 'status',
      header: 'Status',
      card: 'aside',
      nowrap: true,
      cell: (k) => {
        const status = API_KEY_STATUS[k.status] ?? { label: k.status, palette: 'gray' };
        return <Badge colorPalette={status.palette}>{status.label}</Badge>;
      },
    },
    {
      key: 'prefix',
      header: 'Key',
      nowrap: true,
      cell: (k) => (
        <Text as="span" fontFamily="mono" fontSize="xs">
          {k.prefix}…
        </Text>
      ),
    },
    {
      key: 'scopes',
      header: 'Scopes',
      cell: (k) => (
        <Flex gap="1" wrap="wrap">
          {k.scopes.map((scope) => (
            <Text as="span" key={scope} fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
              {scope}
            </Text>
          ))}
        </Flex>
      ),
    },
    {
      key: 'budget',
      header: 'Budget',
      cell: (k) => (
        <Stack gap="0">
          <Text as="span" whiteSpace="nowrap">
            {formatCount(k.budget_bucket)} points
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            {formatCount(k.budget_per_second)} a second
          </Text>
        </Stack>
      ),
    },
    {
      key: 'created_by',
      header: 'Created by',
      from: 'lg',
      cell: (k) => k.created_by?.name ?? 'A former team member',
    },
    {
      key: 'created',
      header: 'Created',
      nowrap: true,
      cell: (k) => formatDate(k.created_at),
    },
    {
      key: 'last_used',
      header: 'Last used',
      cell: (k) =>
        k.last_used_at ? (
          <Stack gap="0">
            <Text as="span" whiteSpace="nowrap">
              {formatDateTime(k.last_used_at)}
            </Text>
            {k.last_used_ip && (
              <Text as="span" fontSize="xs" color="fg.muted">
                from {k.last_used_ip}
              </Text>
            )}
          </Stack>
        ) : (
          'Never'
        ),
    },
    {
      key: 'expires',
      header: 'Expires',
      nowrap: true,
      cell: (k) =>
        k.status === 'revoked' && k.revoked_at ? (
          <Stack gap="0">
            <Text as="span">{formatDate(k.expires_at)}</Text>
            <Text as="span" fontSize="xs" color="fg.muted">
              Revoked {formatDate(k.revoked_at)}
            </Text>
          </Stack>
        ) : (
          formatDate(k.expires_at)
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      card: 'footer',
      cell: (k) =>
        k.status === 'active' ? (
          <Flex gap="2" wrap="wrap">
            <Button
              size="xs"
              variant="outline"
              aria-label={`Change ${k.name}`}
              onClick={() => options.onChange(k)}
            >
              Change
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={`Revoke ${k.name}`}
              onClick={() => options.onRevoke(k)}
            >
              Revoke
            </Button>
          </Flex>
        ) : null,
    },
  ];
}
