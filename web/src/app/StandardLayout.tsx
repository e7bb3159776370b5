// Shells for the authenticated area: standard (header on desktop, bottom tabs below 768px) and worker.
import { Link as RouterLink, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { Box, Button, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, Menu as MenuIcon } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useBreakpoint } from '../components/list/use-breakpoint';
import { homeForRole, useAuth } from '../features/auth';
import {
  LiveNotifications,
  NotificationBell as Bell,
  safeAreaPadding,
  useWrapperMode,
} from '../features/notifications';
import { BOTTOM_NAV_HEIGHT, BottomNav } from './BottomNav';
import { UserMenu } from './UserMenu';
import { LazyMenu } from '../components/menu/LazyMenu';
import { ShellNavContext } from '../lib/shell-nav';
import { lazyWidget } from '../lib/lazy-page';
import { navItemsFor, offlineKeepersFor, splitHeaderItems, type NavItem } from './navigation';
import { loadSharedApolloClient } from '../lib/apollo-loader';
import { useFirstPageShown } from '../lib/first-page';

/**
 * The phone's outbox banner loads, with the outbox, once the first page is on screen (lib/first-page.ts): it shows
 * only when something waits to send or there is no signal.
 */
const OutboxBanner = lazyWidget(() => import('../components/OutboxBanner').then((m) => m.OutboxBanner), {
  apollo: false,
});

/** The phone's outbox banner, which also keeps the user's quick actions' choices for when there is no signal. */
function PhoneOutbox() {
  const { user } = useAuth();
  const keep = useCallback(() => {
    const keepers = offlineKeepersFor(user?.role);
    // Nothing can be kept without IndexedDB (some private windows; unit tests).
    if (!keepers.length || typeof indexedDB === 'undefined') return;
    void loadSharedApolloClient().then((client) =>
      Promise.allSettled(keepers.map((keepOffline) => keepOffline(client))),
    );
  }, [user?.role]);
  return useFirstPageShown() ? <OutboxBanner keep={keep} /> : null;
}

/** The bell (its code, and its unread count and recent notifications) comes once the first page is on screen. */
function NotificationBell() {
  return useFirstPageShown() ? <Bell /> : null;
}

/**
 * Mounted once in the signed-in shell, once the first page is on screen: open pages' figures follow live changes
 * (loads with Apollo).
 */
const LiveFigures = lazyWidget(() => import('../lib/LiveFigures').then((m) => m.LiveFigures));

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
        <LazyMenu
          onSelect={({ value }) => (value === 'sign-out' ? logout() : navigate(value))}
          trigger={
            <IconButton aria-label="Open menu" variant="ghost" rounded="full">
              <MenuIcon aria-hidden />
            </IconButton>
          }
          content={(Menu) => (
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
          )}
        />
      </HStack>
    </Flex>
  );
}

/**
 * The header's items: as many inline as the width holds (every one from 1280px), the rest under "More", so every
 * module the role may use is one or two clicks away at any desktop width (issue 35).
 */
function HeaderNav({ items }: { items: NavItem[] }) {
  const navigate = useNavigate();
  const { inline, more } = splitHeaderItems(items, useBreakpoint());
  return (
    <Box as="nav" aria-label="Main navigation">
      <HStack gap="4" wrap="nowrap">
        {inline.map((item) => (
          <Link key={item.to} asChild whiteSpace="nowrap" css={{ '&.active': { fontWeight: 'bold' } }}>
            <NavLink to={item.to}>{item.label}</NavLink>
          </Link>
        ))}
        {more.length > 0 && (
          <LazyMenu
            onSelect={({ value }) => navigate(value)}
            trigger={
              <Button variant="ghost" size="sm" px="2">
                More <ChevronDown aria-hidden size={16} />
              </Button>
            }
            content={(Menu) => (
              <Menu.Content>
                {more.map((item) => (
                  <Menu.Item key={item.to} value={item.to}>
                    {item.label}
                  </Menu.Item>
                ))}
              </Menu.Content>
            )}
          />
        )}
      </HStack>
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
            <HeaderNav items={navItemsFor('header', user?.role)} />
          </HStack>
          <HStack gap="2">
            <NotificationBell />
            <UserMenu />
          </HStack>
        </Flex>
      </Box>
      <FloatingMobileMenu />
      <Box as="main" px={{ base: 4, md: 6 }} py="6" pb={{ base: `calc(${BOTTOM_NAV_HEIGHT} + 24px)`, md: 6 }}>
        <PhoneOutbox />
        <Outlet />
      </Box>
      <BottomNav hideFrom="md" />
    </Box>
  );
}

/** The worker's side navigation from 768px: the tabs (and Labour), then the quick actions, one column. */
function WorkerSideNav() {
  const { user } = useAuth();
  const tabs = navItemsFor('bottomTab', user?.role);
  const places = [
    ...tabs,
    ...navItemsFor('header', user?.role).filter((item) => !tabs.some((tab) => tab.to === item.to)),
  ];
  const actions = navItemsFor('quickAction', user?.role);
  const entry = (item: NavItem, end: boolean) => {
    const Icon = item.icon;
    return (
      <Link
        key={item.to}
        asChild
        display="flex"
        alignItems="center"
        gap="2"
        px="3"
        py="2"
        rounded="md"
        color="fg"
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
        css={{ '&.active': { fontWeight: 'bold', bg: 'blue.subtle', color: 'blue.fg' } }}
      >
        <NavLink to={item.to} end={end}>
          {Icon && <Icon aria-hidden size={18} />}
          {item.label}
        </NavLink>
      </Link>
    );
  };
  return (
    <Box
      as="nav"
      aria-label="Side navigation"
      hideBelow="md"
      w="15rem"
      flexShrink={0}
      position="sticky"
      top="0"
      alignSelf="flex-start"
      py="6"
    >
      <Stack gap="1">{places.map((item) => entry(item, false))}</Stack>
      {actions.length > 0 && (
        <>
          <Text
            fontSize="xs"
            fontWeight="semibold"
            color="fg.muted"
            textTransform="uppercase"
            px="3"
            mt="6"
            mb="1"
          >
            Quick actions
          </Text>
          <Stack gap="1">{actions.map((item) => entry(item, true))}</Stack>
        </>
      )}
    </Box>
  );
}

/**
 * The worker's shell: phone first (bottom tabs and the quick-action button below 768px); from 768px a centred
 * column with the side navigation beside the page instead of a phone layout stretched across the screen.
 */
export function WorkerLayout() {
  const wrapper = useWrapperMode();
  return (
    <Box minH="100vh" {...safeAreaPadding(wrapper)} data-wrapper={wrapper || undefined}>
      <Box as="header" borderBottomWidth="1px" px="4" py="3">
        <Flex align="center" justify="space-between" maxW="6xl" mx="auto">
          <ProductName />
          <HStack gap="2">
            <NotificationBell />
            <UserMenu />
          </HStack>
        </Flex>
      </Box>
      <Flex maxW="6xl" mx="auto" px={{ base: 0, md: 4 }} gap={{ base: 0, md: 6 }}>
        <WorkerSideNav />
        <Box
          as="main"
          flex="1"
          minW="0"
          maxW={{ md: '3xl' }}
          px={{ base: 4, md: 2 }}
          py="6"
          pb={{ base: `calc(${BOTTOM_NAV_HEIGHT} + 24px)`, md: 6 }}
        >
          <PhoneOutbox />
          <Outlet />
        </Box>
      </Flex>
      <BottomNav hideFrom="md" />
    </Box>
  );
}

/** Workers always get the worker layout; everyone else the standard one. */
export function AppShell() {
  const { user } = useAuth();
  const quickActions = useMemo(() => navItemsFor('quickAction', user?.role), [user?.role]);
  // The live listeners (and the socket they open) are not needed to show the first page.
  const live = useFirstPageShown();
  return (
    <ShellNavContext.Provider value={{ quickActions }}>
      {user?.role === 'worker' ? <WorkerLayout /> : <StandardLayout />}
      {live && <LiveNotifications />}
      {live && <LiveFigures />}
    </ShellNavContext.Provider>
  );
}
