// The public landing page for UK contractors (spec §1, §2): hero, feature tabs, rotating testimonials,
// contact-only pricing, click-to-enlarge screenshots and the contact dialog.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { lazyDialog } from '../../lib/lazy-page';
import { ContactDialog } from '../contact';
import { EnlargeableShot } from './EnlargeableShot';
import { FeaturesSection } from './FeaturesSection';
import { SCREENSHOTS } from './landing-content';
import type { Shot } from './Lightbox';
import { TestimonialsSection } from './TestimonialsSection';

// Both dialogs load when first opened: the contact form brings the form libraries and Apollo Client, the
// lightbox the dialog machinery; neither belongs in the landing page's first load.
const Lightbox = lazyDialog(() => import('./Lightbox').then((m) => m.Lightbox), { apollo: false });

const HERO_SHOT: Shot = {
  kind: 'dashboard',
  title: 'Dashboard',
  alt: 'Illustration of the SiteBase dashboard with project figures and a cost chart',
};

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
                <RouterLink to="/login">Sign in</RouterLink>
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
                  <RouterLink to="/login">Sign in</RouterLink>
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
                <RouterLink to="/login">Sign in</RouterLink>
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
