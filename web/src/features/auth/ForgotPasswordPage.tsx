// /forgot-password: self-service reset is not built yet, and the page says so.
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';

export function ForgotPasswordPage() {
  return (
    <Container maxW="lg" py={{ base: 12, md: 20 }}>
      <Box as="main">
        <Heading as="h1" size="2xl">
          Forgot password
        </Heading>
        <Text mt="4">
          Password reset by email is coming soon. Until then, ask your company administrator to reset your
          password.
        </Text>
        <Button asChild mt="6" colorPalette="blue">
          <RouterLink to="/login">Back to sign in</RouterLink>
        </Button>
      </Box>
    </Container>
  );
}
