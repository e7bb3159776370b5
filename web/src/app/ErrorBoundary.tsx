// Top-level failure screen (spec §2): "Something went wrong", Try Again, Refresh Page and error details.
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { Box, Button, Code, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { retryFailedLoads } from '../lib/lazy-page';

interface ErrorFallbackProps {
  error: unknown;
  onReset: () => void;
}

export function ErrorFallback({ error, onReset }: ErrorFallbackProps) {
  const details =
    error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
  return (
    <Container maxW="xl" py="20">
      <Box role="alert" textAlign="center">
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Text mt="3" color="fg.muted">
          An unexpected error stopped this page. You can try again or reload the page.
        </Text>
        <HStack mt="6" justify="center" gap="3">
          <Button
            colorPalette="blue"
            onClick={() => {
              // A page whose code failed to arrive loads again on the next render, instead of failing at once.
              retryFailedLoads();
              onReset();
            }}
          >
            Try Again
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        </HStack>
        <Box as="details" mt="8" textAlign="start">
          <Box as="summary" cursor="pointer">
            Error details
          </Box>
          <Code as="pre" display="block" whiteSpace="pre-wrap" mt="2" p="3" fontSize="xs">
            {details}
          </Code>
        </Box>
      </Box>
    </Container>
  );
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors outside the router (providers, toaster). */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) {
      return (
        <ErrorFallback
          error={this.state.error}
          onReset={() => this.setState({ error: null, hasError: false })}
        />
      );
    }
    return this.props.children;
  }
}

/** The same screen for errors thrown inside routes; navigating to the same place clears the router's error. */
export function RouteErrorFallback() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ErrorFallback
      error={error}
      onReset={() => navigate({ pathname: location.pathname, search: location.search }, { replace: true })}
    />
  );
}
