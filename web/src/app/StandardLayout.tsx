// Shells for the authenticated area: standard (header on desktop, bottom tabs below 768px) and worker.
import { Link as RouterLink, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { Box, Flex, HStack, IconButton, Link, Menu, Portal } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { useMemo } from 'react';
import { homeForRole, useAuth } from '../features/auth';
import {
  LiveNotifications,
  NotificationBell,
  safeAreaPadding,
  useWrapperMode,
} from '../features/notifications';
import { BOTTOM_NAV_HEIGHT, BottomNav } from './BottomNav';
import { UserMenu } from './UserMenu';
import { ShellNavContext } from '../lib/shell-nav';
import { navItemsFor } from './navigation';

function ProductName() {
  const { user } = useAuth();
  return (
    <Link asChild fontWeight="bold" fontSize="lg" _hover={{ textDecoration: 'none' }}>
      <RouterLink to={homeForRole(user?.role)}>SiteBase</RouterLink>
    </Link>
  );
}

/**
 * Below 768px the header is hidden; this floating menu keeps its items and the user menu's reachable. It floats
 * in a slim bar of its own that stays at the top while the page scrolls, so it never sits on top of the page's
 * content (a fixed button in the corner used to cover headings and buttons on phones).
 */
function FloatingMobileMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const items = navItemsFor('header', user?.role);
  const accountItems = navItemsFor('userMenu', user?.role);
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      px="4"
      py="1.5"
      align="center"
      justify="space-between"
      hideFrom="md"
      gap="2"
    >
      <ProductName />
      <HStack gap="1">
        <NotificationBell />
        <Menu.Root onSelect={({ value }) => (value === 'sign-out' ? logout() : navigate(value))}>
          <Menu.Trigger asChild>
            <IconButton aria-label="Open menu" variant="ghost" rounded="full">
              <MenuIcon aria-hidden />
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
                {accountItems.map((item) => (
                  <Menu.Item key={item.to} value={item.to}>
                    {item.label}
                  </Menu.Item>
                ))}
                <Menu.Item value="sign-out">Sign out</Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
    </Flex>
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
                {navItemsFor('header', user?.role).map((item) => (
                  <Link key={item.to} asChild css={{ '&.active': { fontWeight: 'bold' } }}>
                    <NavLink to={item.to}>{item.label}</NavLink>
                  </Link>
                ))}
              </HStack>
            </Box>
          </HStack>
          <HStack gap="2">
            <NotificationBell />
            <UserMenu />
          </HStack>
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
          <HStack gap="2">
            <NotificationBell />
            <UserMenu />
          </HStack>
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
  const quickActions = useMemo(() => navItemsFor('quickAction', user?.role), [user?.role]);
  return (
    <ShellNavContext.Provider value={{ quickActions }}>
      {user?.role === 'worker' ? <WorkerLayout /> : <StandardLayout />}
      <LiveNotifications />
    </ShellNavContext.Provider>
  );
}
