// The landing page's features tab selector (spec §1): each tab's title, description, list and screenshot.
import { useState } from 'react';
import { Box, Heading, List, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { EnlargeableShot } from './EnlargeableShot';
import { FEATURE_TABS } from './landing-content';
import type { Shot } from './Lightbox';

export function FeaturesSection({ onEnlarge }: { onEnlarge: (shot: Shot) => void }) {
  const [tab, setTab] = useState(FEATURE_TABS[0]?.id ?? '');
  return (
    <Box as="section" id="features" aria-labelledby="features-heading" py={{ base: 12, md: 20 }}>
      <Heading as="h2" id="features-heading" size="3xl" textAlign="center">
        Everything your sites need, in one place
      </Heading>
      {/* lazyMount: only the open tab's panel is built on first render. A fixed id (not useId) because this
          page is prerendered and hydrated (src/prerender.tsx): the ids must match. */}
      <Tabs.Root
        id="features-tabs"
        value={tab}
        onValueChange={(details) => setTab(details.value)}
        mt="8"
        variant="enclosed"
        lazyMount
      >
        <Tabs.List overflowX="auto" maxW="full" mx="auto" display="flex" w="fit-content">
          {FEATURE_TABS.map((feature) => (
            <Tabs.Trigger key={feature.id} value={feature.id} flexShrink="0">
              {feature.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {FEATURE_TABS.map((feature) => (
          <Tabs.Content key={feature.id} value={feature.id} pt="8">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 6, md: 10 }} alignItems="center">
              <Stack gap="4">
                <Heading as="h3" size="2xl">
                  {feature.title}
                </Heading>
                <Text color="fg.muted">{feature.description}</Text>
                <List.Root gap="2" ps="5">
                  {feature.features.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List.Root>
              </Stack>
              <EnlargeableShot
                shot={{ kind: feature.image.kind, title: feature.title, alt: feature.image.alt }}
                onOpen={onEnlarge}
              />
            </SimpleGrid>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
