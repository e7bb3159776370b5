// Temporary public landing page: the product name and a way in (the full landing page comes later).
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Heading, HStack, Text } from '@chakra-ui/react';

export function HomePage() {
  return (
    <Container maxW="3xl" py={{ base: 16, md: 24 }}>
      <Box as="main" textAlign="center">
        <Heading as="h1" size="4xl">
          SiteBase
        </Heading>
        <Text mt="4" fontSize="lg" color="fg.muted">
          Construction project management for UK contractors: projects, plant hire, materials, digital forms
          and labour in one place.
        </Text>
        <Text mt="2" color="fg.muted">
          SiteBase is in beta and public registration is closed.
        </Text>
        <HStack mt="8" justify="center" gap="4">
          <Button asChild colorPalette="blue">
            <RouterLink to="/login">Sign In</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/register">Register</RouterLink>
          </Button>
        </HStack>
        <Text mt="16" fontSize="sm" color="fg.muted">
          © 2025 SiteBase
        </Text>
      </Box>
    </Container>
  );
}
