// A `plant_item` field's picker (decision 0089), phone-first: a search box over the company's plant register as
// a form needs it (the project's own plant first, off-use items marked with why), and a list of large choices.
// The answer is the item's id, so the offline draft keeps it with the other answers; the list is Apollo's cached
// copy when there is no signal.
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { PlantItemsForFormsDocument } from './permits.api';

const SHOWN = 30;

export function PlantItemPicker({
  id,
  label,
  projectId,
  value,
  onValue,
}: {
  id: string;
  label: string;
  projectId: string | null;
  value: string;
  onValue: (v: string | null) => void;
}) {
  const [search, setSearch] = useState('');
  const { data, loading, error } = useQuery(PlantItemsForFormsDocument, {
    variables: { projectId: projectId ?? '' },
    skip: !projectId,
    fetchPolicy: 'cache-and-network',
  });
  const items = useMemo(() => data?.plantItemsForForms ?? [], [data]);
  const chosen = items.find((i) => i.id === value);
  const matches = useMemo(() => {
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return items.filter((i) => {
      const text = `${i.asset_number} ${i.description} ${i.category}`.toLowerCase();
      return words.every((w) => text.includes(w));
    });
  }, [items, search]);

  if (!projectId) return <Text color="fg.muted">Choose the project first: its plant is listed first.</Text>;
  if (value && !chosen && loading) return <Text color="fg.muted">Loading the plant register…</Text>;
  if (value) {
    return (
      <HStack w="full" justify="space-between" borderWidth="1px" borderRadius="md" p="3" gap="2" wrap="wrap">
        <Box>
          <Text fontWeight="semibold" data-testid="chosen-plant">
            {chosen ? `${chosen.asset_number} ${chosen.description}` : 'An item of the plant register'}
          </Text>
          {chosen?.off_use && (
            <Badge colorPalette="red">
              Off use{chosen.off_use_reference ? ` (${chosen.off_use_reference})` : ''}
            </Badge>
          )}
        </Box>
        <Button size="sm" variant="outline" onClick={() => onValue(null)}>
          Change
        </Button>
      </HStack>
    );
  }
  return (
    <Stack gap="2">
      <Input
        id={id}
        type="search"
        aria-label={`${label}: search the plant register`}
        placeholder="Search by asset number or name"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        autoComplete="off"
      />
      {error && !items.length && (
        <Text role="alert" color="red.600">
          The plant register could not be loaded. Try again when you have a signal.
        </Text>
      )}
      {loading && !items.length && <Text color="fg.muted">Loading the plant register…</Text>}
      <Stack gap="1" role="listbox" aria-label={label} maxH="72" overflowY="auto">
        {matches.slice(0, SHOWN).map((i) => (
          <Button
            key={i.id}
            role="option"
            aria-selected={false}
            variant="outline"
            justifyContent="start"
            h="auto"
            minH="12"
            py="2"
            whiteSpace="normal"
            textAlign="left"
            onClick={() => onValue(i.id)}
          >
            <Stack gap="0" align="start">
              <Text fontWeight="semibold">
                {i.asset_number} {i.description}
              </Text>
              <HStack gap="1" wrap="wrap">
                <Text fontSize="xs" color="fg.muted">
                  {i.category}
                  {i.on_this_project
                    ? ' · on this project'
                    : i.project
                      ? ` · on ${i.project.project_number}`
                      : ''}
                </Text>
                {i.off_use && <Badge colorPalette="red">Off use</Badge>}
              </HStack>
            </Stack>
          </Button>
        ))}
        {!loading && !matches.length && <Text color="fg.muted">No plant matches “{search}”.</Text>}
        {matches.length > SHOWN && (
          <Text fontSize="sm" color="fg.muted">
            {matches.length - SHOWN} more: search to narrow the list.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
