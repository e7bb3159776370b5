// Mobile/worker bottom tab bar with the quick-action menu in the middle.
import { NavLink, useNavigate } from 'react-router-dom';
import { Box, Button, Flex, Link, Menu, Portal } from '@chakra-ui/react';
import { useAuth } from '../features/auth/auth-context';
import { QUICK_ACTIONS, bottomTabsFor } from './navigation';

export const BOTTOM_NAV_HEIGHT = '64px';

function QuickActions() {
  const navigate = useNavigate();
  return (
    <Menu.Root onSelect={({ value }) => navigate(value)} positioning={{ placement: 'top' }}>
      <Menu.Trigger asChild>
        <Button aria-label="Quick actions" colorPalette="blue" rounded="full" size="md">
          +
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {QUICK_ACTIONS.map((action) => (
              <Menu.Item key={action.to} value={action.to}>
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function BottomNav(props: { hideFrom?: 'md' }) {
  const { user } = useAuth();
  const tabs = bottomTabsFor(user?.role);
  const links = tabs.map((tab) => (
    <Link key={tab.label} asChild fontSize="sm" px="2" py="1" css={{ '&.active': { fontWeight: 'bold' } }}>
      <NavLink to={tab.to} end={tab.label === 'Dashboard'}>
        {tab.label}
      </NavLink>
    </Link>
  ));
  return (
    <Box
      as="nav"
      aria-label="Bottom navigation"
      position="fixed"
      bottom="0"
      insetX="0"
      h={BOTTOM_NAV_HEIGHT}
      pb="env(safe-area-inset-bottom)"
      bg="bg"
      borderTopWidth="1px"
      zIndex="sticky"
      hideFrom={props.hideFrom}
    >
      <Flex h="full" align="center" justify="space-around">
        {links.slice(0, 2)}
        <QuickActions />
        {links.slice(2)}
      </Flex>
    </Box>
  );
}
