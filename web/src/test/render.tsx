// Test helpers: the app's providers around a memory router, and sessions seeded into storage.
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { AuthUser, Role } from '../features/auth';
import { writeSession } from '../lib/storage';
import { Toaster } from '../lib/toaster';

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

export function fakeToken(expSecondsFromNow = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + expSecondsFromNow;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: '1', exp })}.signature`;
}

export function fakeUser(role: Role): AuthUser {
  return {
    id: '1',
    email: `${role}@example.com`,
    first_name: 'Sam',
    last_name: 'Taylor',
    phone: null,
    role,
    company_id: 'c1',
    company_name: 'Acme Build',
  };
}

export function seedSession(role: Role, token = fakeToken()): void {
  writeSession({ token, user: fakeUser(role), remember: true });
}

export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string,
  mocks: readonly MockLink.MockedResponse[] = [],
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const utils = render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <RouterProvider router={router} />
      </MockedProvider>
      <Toaster />
    </ChakraProvider>,
  );
  return { router, ...utils };
}
