// The public landing page for UK contractors (spec §1, §2): hero, feature tabs, rotating testimonials,
// contact-only pricing, click-to-enlarge screenshots and the contact dialog.
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  Link,
  List,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  chakra,
} from '@chakra-ui/react';
import { lazyDialog } from '../../app/lazy-page';
import { Illustration } from './Illustration';
import { FEATURE_TABS, SCREENSHOTS, TESTIMONIALS, TESTIMONIAL_ROTATE_MS } from './landing-content';
import type { Shot } from './Lightbox';

// Both dialogs load when first opened: the contact form brings the form libraries and Apollo Client, the
// lightbox the dialog machinery; neither belongs in the landing page's first load.
const ContactDialog = lazyDialog(() => import('../contact/ContactDialog').then((m) => m.ContactDialog));
const Lightbox = lazyDialog(() => import('./Lightbox').then((m) => m.Lightbox), { apollo: false });

const HERO_SHOT: Shot = {
  kind: 'dashboard',
  title: 'Dashboard',
  alt: 'Illustration of the SiteBase dashboard with project figures and a cost chart',
};

function EnlargeableShot({ shot, onOpen }: { shot: Shot; onOpen: (shot: Shot) => void }) {
  return (
    <chakra.button
      type="button"
      display="block"
      w="full"
      cursor="zoom-in"
      borderWidth="1px"
      borderRadius="lg"
      overflow="hidden"
      boxShadow="md"
      aria-label={`Enlarge: ${shot.alt}`}
      onClick={() => onOpen(shot)}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
    >
      <Illustration kind={shot.kind} title={shot.alt} />
    </chakra.button>
  );
}

function FeaturesSection({ onEnlarge }: { onEnlarge: (shot: Shot) => void }) {
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

export function TestimonialsSection({ rotateMs = TESTIMONIAL_ROTATE_MS }: { rotateMs?: number }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % TESTIMONIALS.length), rotateMs);
    return () => window.clearInterval(timer);
  }, [paused, rotateMs]);

  const current = TESTIMONIALS[index] ?? TESTIMONIALS[0];
  if (!current) return null;
  return (
    <Box
      as="section"
      aria-labelledby="testimonials-heading"
      aria-roledescription="carousel"
      py={{ base: 12, md: 20 }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-paused={paused || undefined}
    >
      <Heading as="h2" id="testimonials-heading" size="3xl" textAlign="center">
        From the beta programme
      </Heading>
      <Box
        as="figure"
        mt="8"
        mx="auto"
        maxW="2xl"
        minH={{ base: '13rem', md: '10rem' }}
        textAlign="center"
        aria-live={paused ? 'polite' : 'off'}
      >
        <Text as="blockquote" fontSize={{ base: 'lg', md: 'xl' }}>
          “{current.quote}”
        </Text>
        <Text as="figcaption" mt="4" color="fg.muted">
          {current.name}, {current.role}
        </Text>
      </Box>
      <HStack justify="center" gap="3" mt="4" role="group" aria-label="Choose a testimonial">
        {TESTIMONIALS.map((testimonial, i) => (
          <chakra.button
            key={testimonial.id}
            type="button"
            aria-label={`Show testimonial ${i + 1} of ${TESTIMONIALS.length}`}
            aria-pressed={i === index}
            onClick={() => setIndex(i)}
            w="3"
            h="3"
            p="0"
            borderRadius="full"
            bg={i === index ? 'blue.600' : 'gray.300'}
            cursor="pointer"
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
          />
        ))}
      </HStack>
    </Box>
  );
}

export function HomePage() {
  const [contactOpen, setContactOpen] = useState(false);
  const [shot, setShot] = useState<Shot | null>(null);
  const openContact = () => setContactOpen(true);

  return (
    <Box minH="100vh">
      <Box as="header" borderBottomWidth="1px">
        <Container maxW="6xl" py="3">
          <Flex align="center" justify="space-between" gap="4">
            <Text fontWeight="bold" fontSize="xl">
              SiteBase
            </Text>
            <HStack gap={{ base: 2, md: 6 }}>
              <HStack as="nav" aria-label="Page sections" gap="6" hideBelow="md">
                <Link href="#features">Features</Link>
                <Link href="#pricing">Pricing</Link>
              </HStack>
              <Button asChild variant="ghost" size="sm">
                <RouterLink to="/login">Sign In</RouterLink>
              </Button>
              <Button size="sm" colorPalette="blue" onClick={openContact}>
                Contact Us
              </Button>
            </HStack>
          </Flex>
        </Container>
      </Box>

      <Box as="main">
        <Container maxW="6xl">
          <SimpleGrid
            as="section"
            aria-labelledby="hero-heading"
            columns={{ base: 1, lg: 2 }}
            gap={{ base: 8, lg: 12 }}
            alignItems="center"
            py={{ base: 10, md: 20 }}
          >
            <Stack gap="5">
              <Text color="blue.600" fontWeight="semibold" fontSize="sm" textTransform="uppercase">
                Now in beta · early access by invitation
              </Text>
              <Heading as="h1" id="hero-heading" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
                Construction project management for UK contractors
              </Heading>
              <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
                Projects, plant hire, material ordering, digital site forms, labour and applications in one
                platform, with your accounting service and cloud drive connected.
              </Text>
              <Flex gap="3" wrap="wrap">
                <Button colorPalette="blue" size="lg" onClick={openContact}>
                  Request Early Access
                </Button>
                <Button asChild variant="outline" size="lg">
                  <RouterLink to="/login">Sign In</RouterLink>
                </Button>
              </Flex>
              <Text fontSize="sm" color="fg.muted">
                Public registration is closed during the beta.
              </Text>
            </Stack>
            <EnlargeableShot shot={HERO_SHOT} onOpen={setShot} />
          </SimpleGrid>

          <FeaturesSection onEnlarge={setShot} />

          <Box as="section" aria-labelledby="screens-heading" py={{ base: 12, md: 16 }}>
            <Heading as="h2" id="screens-heading" size="3xl" textAlign="center">
              See it on screen
            </Heading>
            <Text textAlign="center" color="fg.muted" mt="2">
              Illustrations of the main screens. Select one to enlarge it.
            </Text>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mt="8">
              {SCREENSHOTS.map((screen) => (
                <Stack key={screen.kind} gap="2">
                  <EnlargeableShot shot={screen} onOpen={setShot} />
                  <Text textAlign="center" fontWeight="medium">
                    {screen.title}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Box>

          <TestimonialsSection />

          <Box
            as="section"
            id="pricing"
            aria-labelledby="pricing-heading"
            my={{ base: 12, md: 20 }}
            p={{ base: 6, md: 12 }}
            borderRadius="xl"
            bg="blue.700"
            color="white"
            textAlign="center"
          >
            <Heading as="h2" id="pricing-heading" size="3xl">
              Pricing that fits your company
            </Heading>
            <Text mt="4" maxW="2xl" mx="auto">
              During the beta, pricing is agreed with each company based on its team and projects. Tell us
              about your business and we&apos;ll put together a quote.
            </Text>
            <Button
              mt="6"
              size="lg"
              bg="white"
              color="blue.700"
              _hover={{ bg: 'blue.50' }}
              onClick={openContact}
            >
              Contact Us for Pricing
            </Button>
          </Box>
        </Container>
      </Box>

      <Box as="footer" borderTopWidth="1px">
        <Container maxW="6xl" py="6">
          <Flex justify="space-between" gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
            <Text>© 2025 SiteBase. All rights reserved.</Text>
            <HStack gap="4">
              <Link asChild>
                <RouterLink to="/login">Sign In</RouterLink>
              </Link>
              <Link asChild>
                <RouterLink to="/register">Register</RouterLink>
              </Link>
            </HStack>
          </Flex>
        </Container>
      </Box>

      <Lightbox open={shot !== null} shot={shot} onClose={() => setShot(null)} />
      <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} />
    </Box>
  );
}
