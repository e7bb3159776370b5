// Application root: Chakra, the top-level error boundary, the router and the toaster. Apollo Client is not
// provided here: pages that use GraphQL bring it with them (lib/lazy-page.tsx, lib/ApolloScope.tsx), so the
// public pages' first load does not carry it.
import { Suspense, lazy, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { providedSystem } from '../lib/theme';
// Chakra's global styles (reset, global CSS, every token's custom property) as a stylesheet built ahead: index.html
// links it, so the page neither serialises nor inserts them at run time (lib/theme.ts, decision 0094).
import '../generated/chakra-global.css';
import { isToasterUsed, onToasterUsed } from '../lib/toaster-ready';
import { ErrorBoundary } from './ErrorBoundary';
import { createAppRouter } from './router';

// The toaster's view loads only once something that can show a toast has loaded (every page or dialog that
// toasts imports lib/toaster), and only after the first render: the landing page never downloads it, and the
// prerendered pages' hydration stays exact (the toaster has no server-rendered markup).
const Toaster = lazy(() => import('../lib/toaster').then((module) => ({ default: module.Toaster })));

function ToasterWhenUsed() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const used = useSyncExternalStore(onToasterUsed, isToasterUsed, () => false);
  if (!mounted || !used) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <ChakraProvider value={providedSystem}>
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>
      <ToasterWhenUsed />
    </ChakraProvider>
  );
}
