// A menu whose machinery loads the first time it is opened (issue 36, decision 0072): Chakra's Menu brings zag's
// menu machine, floating-ui's positioning and the dismissable layer (~30 kB gzip), and the signed-in shell has
// four menus on every page. Until then the trigger is the same button with the same name, `aria-haspopup` and
// `aria-expanded`; a click, Enter, Space or an arrow key loads the menu and opens it as Chakra's own trigger
// would (a key highlights the first item, ArrowUp the last, so the keyboard carries on inside the menu).
// Pointing at or focusing the trigger starts the download early. Once loaded, every LazyMenu renders the real
// menu at once.
import { cloneElement, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactElement, ReactNode } from 'react';
import type { Menu, MenuRootProps } from '@chakra-ui/react';
import { retryingLoader } from '../../lib/lazy-page';

/** Chakra's Menu parts, handed to `content` once they have loaded. */
export type MenuParts = typeof Menu;

/** How the menu was first opened: a pointer (focus the menu) or a key (highlight the first or last item). */
export type MenuOpening = 'pointer' | 'first' | 'last';

export interface LazyMenuProps extends Pick<MenuRootProps, 'onSelect' | 'onOpenChange' | 'positioning'> {
  /** The button that opens the menu: one element that takes a ref and a button's props. */
  trigger: ReactElement<TriggerProps>;
  /** The menu's content (`Menu.Content` and its items), built from the loaded parts. */
  content: (parts: MenuParts) => ReactNode;
}

interface TriggerProps {
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  onClick?: (event: MouseEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

const loader = retryingLoader(() => import('./LoadedMenu').then((m) => m.LoadedMenu));

const KEY_OPENINGS: Partial<Record<string, MenuOpening>> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

export function LazyMenu({ trigger, content, ...root }: LazyMenuProps) {
  const [Loaded, setLoaded] = useState(loader.current);
  const [opening, setOpening] = useState<MenuOpening | undefined>(undefined);
  if (Loaded) return <Loaded {...root} trigger={trigger} content={content} opening={opening} />;

  const open = (how: MenuOpening) => {
    void loader.preload().then((component) => {
      setOpening(how);
      setLoaded(() => component);
      // Chakra calls onOpenChange when its trigger opens the menu; this first opening is ours.
      root.onOpenChange?.({ open: true });
    });
  };
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: () => open('pointer'),
    onKeyDown: (event: KeyboardEvent) => {
      const how = KEY_OPENINGS[event.key];
      if (!how) return;
      event.preventDefault();
      open(how);
    },
    onPointerEnter: loader.warm,
    onFocus: loader.warm,
  });
}
