// What is due soon, from every module's `due` figures (projects ending, and later tenders, off-hires,
// inspections and Construction Act dates): grouped by figure, each line with its date, how far off it is, and a
// link to open it; overdue and this-week lines stand out.
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../lib/format';
import { TONE_PALETTE } from './FigureCard';
import { dueIn } from './figure-format';
import type { Figure } from './use-live-board';

export function DueSoon({ figures, today }: { figures: readonly Figure[]; today: string | null }) {
  const withItems = figures.filter((f) => f.items.length > 0);
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          Due soon
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        {withItems.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Nothing due in the next 30 days.
          </Text>
        ) : (
          withItems.map((figure) => (
            <Box key={figure.key} data-figure={figure.key}>
              <HStack justify="space-between" mb="1">
                <Heading as="h3" size="sm">
                  {figure.label}
                </Heading>
                <Badge variant="outline">{figure.count ?? figure.items.length}</Badge>
              </HStack>
              <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
                {figure.items.map((item) => (
                  <HStack as="li" key={item.ref ?? item.label} justify="space-between" gap="3" fontSize="sm">
                    <Box minW="0">
                      {item.link ? (
                        <Link asChild fontWeight="medium">
                          <RouterLink to={item.link}>{item.label}</RouterLink>
                        </Link>
                      ) : (
                        <Text fontWeight="medium">{item.label}</Text>
                      )}
                      {item.detail && (
                        <Text fontSize="xs" color="fg.muted">
                          {item.detail}
                        </Text>
                      )}
                    </Box>
                    {item.date && (
                      <Stack gap="0" align="end" flexShrink={0}>
                        <Text>{formatDate(item.date)}</Text>
                        {today && (
                          <Badge size="sm" colorPalette={item.tone ? TONE_PALETTE[item.tone] : 'gray'}>
                            {dueIn(item.date, today)}
                          </Badge>
                        )}
                      </Stack>
                    )}
                  </HStack>
                ))}
              </Stack>
            </Box>
          ))
        )}
      </Card.Body>
    </Card.Root>
  );
}
