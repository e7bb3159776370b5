// Recent activity that grows live: the newest change first, with who did what and how long ago (the exact
// time on hover and for screen readers); lines that arrived since the page opened are marked for a moment.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../lib/format';
import { ago } from './figure-format';
import type { Figure } from './use-live-board';

const FRESH_MS = 4000;

/** Re-renders every `ms` so "5 minutes ago" stays true on a screen left open. */
function useNow(ms: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

export function ActivityFeed({ figure }: { figure: Figure | undefined }) {
  const now = useNow(30_000);
  const seen = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const items = figure?.items ?? [];
  const ids = items.map((i) => i.ref ?? i.label).join('|');
  // Lines that arrive after the first ones shown are marked for a few seconds.
  const ready = figure !== undefined;
  useEffect(() => {
    if (!ready) return undefined;
    const current = ids ? ids.split('|') : [];
    if (seen.current === null) {
      seen.current = new Set(current);
      return undefined;
    }
    const arrived = current.filter((id) => !seen.current!.has(id));
    for (const id of arrived) seen.current.add(id);
    if (arrived.length === 0) return undefined;
    setFresh(new Set(arrived));
    const timer = setTimeout(() => setFresh(new Set()), FRESH_MS);
    return () => clearTimeout(timer);
  }, [ids, ready]);

  return (
    <Card.Root size="sm" data-figure={figure?.key}>
      <Card.Header>
        <Heading as="h2" size="md">
          {figure?.label ?? 'Recent activity'}
        </Heading>
      </Card.Header>
      <Card.Body>
        {items.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No activity yet. Changes to projects and requests show here as they happen.
          </Text>
        ) : (
          <Stack
            as="ol"
            gap="0"
            listStyleType="none"
            m="0"
            p="0"
            aria-live="polite"
            aria-relevant="additions"
          >
            {items.map((item) => {
              const key = item.ref ?? item.label;
              return (
                <Box
                  as="li"
                  key={key}
                  py="2"
                  px="2"
                  mx="-2"
                  rounded="md"
                  borderBottomWidth="1px"
                  borderColor="border.muted"
                  bg={fresh.has(key) ? 'yellow.subtle' : undefined}
                  transition="background 2s"
                  data-fresh={fresh.has(key) || undefined}
                >
                  <Text fontSize="sm">
                    {item.link ? (
                      <Link asChild>
                        <RouterLink to={item.link}>{item.label}</RouterLink>
                      </Link>
                    ) : (
                      item.label
                    )}
                  </Text>
                  {item.date && (
                    <Text fontSize="xs" color="fg.muted" title={formatDateTime(item.date)}>
                      {ago(item.date, now)}
                      <Text as="span" srOnly>
                        , {formatDateTime(item.date)}
                      </Text>
                    </Text>
                  )}
                </Box>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
