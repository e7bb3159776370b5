// /register: public registration is closed during the beta (spec §1, §2).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { registerRecipes, system } from '../../lib/theme';
import { ContactDialog } from '../contact';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { alert: alertSlotRecipe });

export function RegisterPage() {
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <Container maxW="lg" py={{ base: 12, md: 20 }}>
      <Box as="main">
        <Heading as="h1" size="2xl">
          Registration is closed
        </Heading>
        <Alert.Root status="info" mt="6">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Registration opens soon</Alert.Title>
            <Alert.Description>
              SiteBase is in beta and public registration is closed. Contact us for early access.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button mt="6" colorPalette="blue" variant="subtle" onClick={() => setContactOpen(true)}>
          Contact Us for Early Access
        </Button>
        <Text mt="6">Already have an account?</Text>
        <HStack mt="3" gap="4">
          <Button asChild colorPalette="blue">
            <RouterLink to="/login">Sign in</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/">Back to home</RouterLink>
          </Button>
        </HStack>
      </Box>
      <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} />
    </Container>
  );
}
