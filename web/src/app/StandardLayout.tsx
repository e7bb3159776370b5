// Shells for the authenticated area: standard (header on desktop, bottom tabs below 768px) and worker.
import { Link as RouterLink, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { Box, Flex, HStack, IconButton, Link, Menu, Portal } from '@chakra-ui/react';
import { useAuth } from '../features/auth/auth-context';
import { homeForRole } from '../features/auth/roles';
import { BOTTOM_NAV_HEIGHT, BottomNav } from './BottomNav';
import { UserMenu } from './UserMenu';
import { safeAreaPadding, useWrapperMode } from '../features/notifications/wrapper';
import { headerItemsFor } from './navigation';

function ProductName() {
  const { user } = useAuth();
  return (
    <Link asChild fontWeight="bold" fontSize="lg" _hover={{ textDecoration: 'none' }}>
      <RouterLink to={homeForRole(user?.role)}>SiteBase</RouterLink>
    </Link>
  );
}

/** Below 768px the header is hidden; this floating menu keeps its items reachable. */
function FloatingMobileMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const items = headerItemsFor(user?.role);
  const wrapper = useWrapperMode();
  return (
    <Box
      position="fixed"
      top={wrapper ? 'calc(env(safe-area-inset-top) + 12px)' : '3'}
      right={wrapper ? 'calc(env(safe-area-inset-right) + 12px)' : '3'}
      zIndex="sticky"
      hideFrom="md"
    >
      <Menu.Root onSelect={({ value }) => (value === 'sign-out' ? logout() : navigate(value))}>
        <Menu.Trigger asChild>
          <IconButton aria-label="Open menu" variant="surface" rounded="full">
            ☰
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {items.map((item) => (
                <Menu.Item key={item.to} value={item.to}>
                  {item.label}
                </Menu.Item>
              ))}
              <Menu.Separator />
              <Menu.Item value="/app/profile">Your Profile</Menu.Item>
              <Menu.Item value="/app/settings">Settings</Menu.Item>
              <Menu.Item value="sign-out">Sign Out</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Box>
  );
}

export function StandardLayout() {
  const { user } = useAuth();
  const wrapper = useWrapperMode();
  return (
    <Box minH="100vh" {...safeAreaPadding(wrapper)} data-wrapper={wrapper || undefined}>
      <Box as="header" borderBottomWidth="1px" px="6" py="3" hideBelow="md">
        <Flex align="center" justify="space-between" gap="6">
          <HStack gap="6">
            <ProductName />
            <Box as="nav" aria-label="Main navigation">
              <HStack gap="4">
                {headerItemsFor(user?.role).map((item) => (
                  <Link key={item.to} asChild css={{ '&.active': { fontWeight: 'bold' } }}>
                    <NavLink to={item.to}>{item.label}</NavLink>
                  </Link>
                ))}
              </HStack>
            </Box>
          </HStack>
          <UserMenu />
        </Flex>
      </Box>
      <FloatingMobileMenu />
      <Box as="main" px={{ base: 4, md: 6 }} py="6" pb={{ base: `calc(${BOTTOM_NAV_HEIGHT} + 24px)`, md: 6 }}>
        <Outlet />
      </Box>
      <BottomNav hideFrom="md" />
    </Box>
  );
}

export function WorkerLayout() {
  const wrapper = useWrapperMode();
  return (
    <Box minH="100vh" {...safeAreaPadding(wrapper)} data-wrapper={wrapper || undefined}>
      <Box as="header" borderBottomWidth="1px" px="4" py="3">
        <Flex align="center" justify="space-between">
          <ProductName />
          <UserMenu />
        </Flex>
      </Box>
      <Box as="main" px="4" py="6" pb={`calc(${BOTTOM_NAV_HEIGHT} + 24px)`}>
        <Outlet />
      </Box>
      <BottomNav />
    </Box>
  );
}

/** Workers always get the worker layout; everyone else the standard one. */
export function AppShell() {
  const { user } = useAuth();
  return user?.role === 'worker' ? <WorkerLayout /> : <StandardLayout />;
}
