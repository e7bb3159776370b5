// The landing page's features tab selector (spec §1): each tab's title, description, list and screenshot.
// The shared tab row without zag's machines (components/TabList.tsx, decisions 0040 and 0072), in the Tabs
// recipe's "enclosed" variant, with fixed ids for the prerendered page.
import { useState } from 'react';
import { Box, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { TabList } from '../../components/TabList';
import { EnlargeableShot } from './EnlargeableShot';
import { FEATURE_TABS } from './landing-content';
import type { Shot } from './Lightbox';

// Fixed ids (not useId): this page is prerendered and hydrated (src/prerender.tsx), so they must match.
const ID = 'features-tabs';
const TABS = FEATURE_TABS.map((feature) => ({ value: feature.id, label: feature.label }));

export function FeaturesSection({ onEnlarge }: { onEnlarge: (shot: Shot) => void }) {
  const [tab, setTab] = useState(FEATURE_TABS[0]?.id ?? '');
  const selected = FEATURE_TABS.find((feature) => feature.id === tab) ?? FEATURE_TABS[0];

  return (
    <Box as="section" id="features" aria-labelledby="features-heading" py={{ base: 12, md: 20 }}>
      <Heading as="h2" id="features-heading" size="3xl" textAlign="center">
        Everything your sites need, in one place
      </Heading>
      {selected && (
        <TabList
          id={ID}
          idBase={ID}
          mt="8"
          variant="enclosed"
          value={selected.id}
          onValueChange={setTab}
          tabs={TABS}
          listProps={{ overflowX: 'auto', maxW: 'full', mx: 'auto', display: 'flex', w: 'fit-content' }}
          triggerProps={{ flexShrink: '0' }}
          contentProps={{ pt: '8' }}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 6, md: 10 }} alignItems="center">
            <Stack gap="4">
              <Heading as="h3" size="2xl">
                {selected.title}
              </Heading>
              <Text color="fg.muted">{selected.description}</Text>
              <List.Root gap="2" ps="5">
                {selected.features.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List.Root>
            </Stack>
            <EnlargeableShot
              shot={{ kind: selected.image.kind, title: selected.title, alt: selected.image.alt }}
              onOpen={onEnlarge}
            />
          </SimpleGrid>
        </TabList>
      )}
    </Box>
  );
}
