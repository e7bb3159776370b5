// A figure as a card: its label, the headline (a count or £), and for a breakdown each part with its own link
// (e.g. projects by status, each opening the filtered list); a list figure in the cards shows its first lines.
// A figure with a `link` makes its headline a link to the list behind it, filtered to what it counts.
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Card, HStack, Link, Stack, Stat, Text } from '@chakra-ui/react';
import { statSlotRecipe } from '@chakra-ui/react/theme/recipes/stat';
import { registerRecipes, system } from '../../lib/theme';
import { formatDate } from '../../lib/format';
import { headline } from './figure-format';
import type { Figure } from './use-live-board';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { stat: statSlotRecipe });

const TONE_PALETTE = { info: 'blue', warning: 'orange', danger: 'red' } as const;

export function FigureCard({ figure }: { figure: Figure }) {
  return (
    <Card.Root size="sm" data-figure={figure.key} h="full">
      <Card.Body gap="3">
        <Stat.Root>
          <Stat.Label fontSize="sm">{figure.label}</Stat.Label>
          <Stat.ValueText fontSize={{ base: '2xl', md: '3xl' }} data-testid={`figure-${figure.key}`}>
            {figure.link ? (
              // The count opens the list behind it, filtered to exactly what it counts (issue 35).
              <Link asChild colorPalette="blue" variant="underline">
                <RouterLink to={figure.link} aria-label={`${figure.label}: ${headline(figure)}`}>
                  {headline(figure)}
                </RouterLink>
              </Link>
            ) : (
              headline(figure)
            )}
          </Stat.ValueText>
        </Stat.Root>
        {figure.kind === 'breakdown' && figure.items.length > 0 && (
          <HStack as="ul" gap="1.5" wrap="wrap" listStyleType="none" m="0" p="0">
            {figure.items.map((item) => (
              <Box as="li" key={item.ref ?? item.label}>
                <Badge asChild variant="subtle" size="md" colorPalette={item.value ? 'blue' : 'gray'}>
                  {item.link ? (
                    <RouterLink to={item.link} aria-label={`${item.label}: ${item.value ?? 0}`}>
                      {item.label} {item.value ?? 0}
                    </RouterLink>
                  ) : (
                    <span>
                      {item.label} {item.value ?? 0}
                    </span>
                  )}
                </Badge>
              </Box>
            ))}
          </HStack>
        )}
        {figure.kind === 'list' && figure.items.length > 0 && (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" fontSize="sm">
            {figure.items.slice(0, 3).map((item) => (
              <HStack as="li" key={item.ref ?? item.label} justify="space-between" gap="2">
                {item.link ? (
                  <Link asChild minW="0" truncate>
                    <RouterLink to={item.link}>{item.label}</RouterLink>
                  </Link>
                ) : (
                  <Text truncate>{item.label}</Text>
                )}
                {item.date && (
                  <Badge colorPalette={item.tone ? TONE_PALETTE[item.tone] : 'gray'} flexShrink={0}>
                    {formatDate(item.date)}
                  </Badge>
                )}
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export { TONE_PALETTE };
