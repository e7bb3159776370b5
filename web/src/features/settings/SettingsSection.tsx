// One settings section: a titled region with an optional description; each saves on its own.
import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';

export function SettingsSection(props: { title: string; description?: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={props.title} borderWidth="1px" rounded="md" p={{ base: 4, md: 6 }}>
      <Heading as="h2" size="lg">
        {props.title}
      </Heading>
      {props.description && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {props.description}
        </Text>
      )}
      <Box mt="4">{props.children}</Box>
    </Box>
  );
}
