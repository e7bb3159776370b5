// A small button that flips and stores the dark-mode preference.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { isDarkMode, setDarkMode } from '../lib/color-mode';

export function DarkModeToggle() {
  const [dark, setDark] = useState(isDarkMode);
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label="Toggle dark mode"
      onClick={() => {
        setDarkMode(!dark);
        setDark(!dark);
      }}
    >
      {dark ? '☀ Light mode' : '☾ Dark mode'}
    </Button>
  );
}
