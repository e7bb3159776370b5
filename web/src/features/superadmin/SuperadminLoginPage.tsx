// /superadmin/login: the platform administrator sign-in ships with the superadmin module; this says so.
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';

export function SuperadminLoginPage() {
  return (
    <Container maxW="lg" py={{ base: 12, md: 20 }}>
      <Box as="main">
        <Heading as="h1" size="2xl">
          Superadmin
        </Heading>
        <Text mt="4">
          Superadmin sign-in arrives with the superadmin module. Platform administration is not available yet.
        </Text>
        <Button asChild mt="6" variant="outline">
          <RouterLink to="/">Back to home</RouterLink>
        </Button>
        <Text mt="16" fontSize="sm" color="fg.muted">
          © 2024 SiteBase
        </Text>
      </Box>
    </Container>
  );
}
