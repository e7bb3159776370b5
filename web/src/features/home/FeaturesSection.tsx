// The landing page's features tab selector (spec §1): each tab's title, description, list and screenshot.
// A tab list of its own rather than Chakra's Tabs (decision 0040): Tabs bring zag's tab and presence state
// machines, ~14 kB gzip of the landing page's first load, for what is here one selected id. It follows the
// WAI-ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): one tab stop, arrow keys, Home and End
// move and select (automatic activation), and looks the same through the Tabs recipe's "enclosed" variant.
import { useRef, useState, type KeyboardEvent } from 'react';
import { Box, Heading, List, SimpleGrid, Stack, Text, chakra, useSlotRecipe } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme/recipes/tabs';
import { tabAfterKey } from '../../components/TabList';
import { registerRecipes, system } from '../../lib/theme';
import { EnlargeableShot } from './EnlargeableShot';
import { FEATURE_TABS } from './landing-content';
import type { Shot } from './Lightbox';

// The landing page loads without lib/theme-app.ts (decision 0040): it brings the one recipe it needs beyond the
// first load's.
registerRecipes(system, {}, { tabs: tabsSlotRecipe });

// Fixed ids (not useId): this page is prerendered and hydrated (src/prerender.tsx), so they must match.
const ID = 'features-tabs';
const triggerId = (id: string) => `${ID}-trigger-${id}`;
const contentId = (id: string) => `${ID}-content-${id}`;

export function FeaturesSection({ onEnlarge }: { onEnlarge: (shot: Shot) => void }) {
  const [tab, setTab] = useState(FEATURE_TABS[0]?.id ?? '');
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const styles = useSlotRecipe({ key: 'tabs' })({ variant: 'enclosed' });
  const selected = FEATURE_TABS.find((feature) => feature.id === tab) ?? FEATURE_TABS[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = FEATURE_TABS.findIndex((feature) => feature.id === tab);
    const next = FEATURE_TABS[tabAfterKey(event.key, index, FEATURE_TABS.length) ?? -1];
    if (!next) return;
    event.preventDefault();
    setTab(next.id);
    triggers.current.get(next.id)?.focus();
  };

  return (
    <Box as="section" id="features" aria-labelledby="features-heading" py={{ base: 12, md: 20 }}>
      <Heading as="h2" id="features-heading" size="3xl" textAlign="center">
        Everything your sites need, in one place
      </Heading>
      <chakra.div id={ID} data-orientation="horizontal" css={[styles.root, { mt: '8' }]}>
        <chakra.div
          role="tablist"
          aria-orientation="horizontal"
          data-orientation="horizontal"
          css={[
            styles.list,
            { overflowX: 'auto', maxW: 'full', mx: 'auto', display: 'flex', w: 'fit-content' },
          ]}
          onKeyDown={onKeyDown}
        >
          {FEATURE_TABS.map((feature) => {
            const isSelected = feature.id === selected?.id;
            return (
              <chakra.button
                key={feature.id}
                ref={(node: HTMLButtonElement | null) => {
                  if (node) triggers.current.set(feature.id, node);
                  else triggers.current.delete(feature.id);
                }}
                type="button"
                role="tab"
                id={triggerId(feature.id)}
                aria-selected={isSelected}
                aria-controls={contentId(feature.id)}
                tabIndex={isSelected ? 0 : -1}
                data-orientation="horizontal"
                css={[styles.trigger, { flexShrink: '0' }]}
                onClick={() => setTab(feature.id)}
              >
                {feature.label}
              </chakra.button>
            );
          })}
        </chakra.div>
        {/* Only the open tab's panel is built (as Chakra's lazyMount did). */}
        {selected && (
          <chakra.div
            key={selected.id}
            role="tabpanel"
            id={contentId(selected.id)}
            aria-labelledby={triggerId(selected.id)}
            tabIndex={0}
            data-orientation="horizontal"
            css={[styles.content, { pt: '8' }]}
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
          </chakra.div>
        )}
      </chakra.div>
    </Box>
  );
}
