// The signed-in user's menu: Your Profile, Settings, dark mode and Sign Out.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useAuth } from '../features/auth/auth-context';
import { isDarkMode, setDarkMode } from '../lib/color-mode';

export function UserMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [dark, setDark] = useState(isDarkMode);
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : 'Account';

  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value === 'profile') navigate('/app/profile');
        else if (value === 'settings') navigate('/app/settings');
        else if (value === 'dark-mode') {
          setDarkMode(!dark);
          setDark(!dark);
        } else if (value === 'sign-out') logout();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" aria-label="User menu">
          {name}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="profile">Your Profile</Menu.Item>
            <Menu.Item value="settings">Settings</Menu.Item>
            <Menu.Item value="dark-mode">{dark ? 'Light mode' : 'Dark mode'}</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="sign-out">Sign Out</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
