// What the signed-in shell tells the pages inside it about its navigation: the quick actions the user may take
// (the worker dashboard shows them as big buttons). The shell (app/) provides it from the features' manifests,
// so a feature never imports the app.
import { createContext, useContext } from 'react';
import type { NavIcon } from './route-manifest';

export interface ShellLink {
  label: string;
  to: string;
  icon?: NavIcon;
}

export interface ShellNav {
  quickActions: readonly ShellLink[];
}

export const ShellNavContext = createContext<ShellNav>({ quickActions: [] });

export function useShellNav(): ShellNav {
  return useContext(ShellNavContext);
}
