// A small button that flips and stores the dark-mode preference.
import { Button } from '@chakra-ui/react';
import { setDarkMode, useDarkMode } from '../lib/color-mode';

export function DarkModeToggle() {
  const dark = useDarkMode();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label="Toggle dark mode"
      onClick={() => {
        setDarkMode(!dark);
      }}
    >
      {dark ? '☀ Light mode' : '☾ Dark mode'}
    </Button>
  );
}
