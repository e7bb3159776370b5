// Mobile/worker bottom tab bar: an icon above each label (read at arm's length on site, in gloves), with the
// quick-action menu in the middle; the quick actions carry their icons too.
import { NavLink, useNavigate } from 'react-router-dom';
import { Box, Flex, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useAuth } from '../features/auth';
import { LazyMenu } from '../components/menu/LazyMenu';
import { navItemsFor } from './navigation';

export const BOTTOM_NAV_HEIGHT = '64px';

function QuickActions() {
  const { user } = useAuth();
  const navigate = useNavigate();
  return (
    <LazyMenu
      onSelect={({ value }) => navigate(value)}
      positioning={{ placement: 'top' }}
      trigger={
        <IconButton aria-label="Quick actions" colorPalette="blue" rounded="full" size="lg">
          <Plus aria-hidden />
        </IconButton>
      }
      content={(Menu) => (
        <Menu.Content>
          {navItemsFor('quickAction', user?.role).map((action) => {
            const Icon = action.icon;
            return (
              <Menu.Item key={action.to} value={action.to} py="2">
                <HStack gap="2">
                  {Icon && <Icon aria-hidden size={18} />}
                  <Text>{action.label}</Text>
                </HStack>
              </Menu.Item>
            );
          })}
        </Menu.Content>
      )}
    />
  );
}

export function BottomNav(props: { hideFrom?: 'md' }) {
  const { user } = useAuth();
  const tabs = navItemsFor('bottomTab', user?.role);
  const links = tabs.map((tab) => {
    const Icon = tab.icon;
    return (
      <Link
        key={tab.label}
        asChild
        flex="1"
        minW="0"
        display="flex"
        flexDirection="column"
        alignItems="center"
        gap="0.5"
        fontSize="xs"
        py="1"
        color="fg.muted"
        _hover={{ textDecoration: 'none' }}
        css={{ '&.active': { fontWeight: 'bold', color: 'blue.fg' } }}
      >
        <NavLink to={tab.to}>
          {Icon && <Icon aria-hidden size={22} />}
          <span>{tab.label}</span>
        </NavLink>
      </Link>
    );
  });
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
      <Flex h="full" align="center" justify="space-around" px="1">
        {links.slice(0, 2)}
        <Flex flex="1" justify="center">
          <QuickActions />
        </Flex>
        {links.slice(2)}
      </Flex>
    </Box>
  );
}
