// The signed-in user's menu: the features' user-menu entries the role may open (Your Profile, Settings for
// managers and up), dark mode and Sign out.
import { useNavigate } from 'react-router-dom';
import { Button } from '@chakra-ui/react';
import { LazyMenu } from '../components/menu/LazyMenu';
import { useAuth } from '../features/auth';
import { setDarkMode, useDarkMode } from '../lib/color-mode';
import { navItemsFor } from './navigation';

export function UserMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const dark = useDarkMode();
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : 'Account';

  return (
    <LazyMenu
      onSelect={({ value }) => {
        if (value === 'dark-mode') {
          setDarkMode(!dark);
        } else if (value === 'sign-out') logout();
        else navigate(value);
      }}
      trigger={
        <Button variant="outline" size="sm" aria-label="User menu">
          {name}
        </Button>
      }
      content={(Menu) => (
        <Menu.Content>
          {navItemsFor('userMenu', user?.role).map((item) => (
            <Menu.Item key={item.to} value={item.to}>
              {item.label}
            </Menu.Item>
          ))}
          <Menu.Item value="dark-mode">{dark ? 'Light mode' : 'Dark mode'}</Menu.Item>
          <Menu.Separator />
          <Menu.Item value="sign-out">Sign out</Menu.Item>
        </Menu.Content>
      )}
    />
  );
}
