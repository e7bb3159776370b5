// The real menu behind components/menu/LazyMenu.tsx, loaded on first use: Chakra's Menu around the same trigger,
// open at once when the user's click or key loaded it.
import { useEffect } from 'react';
import { Menu, Portal, useMenuContext } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme/recipes/menu';
import { registerRecipes, system } from '../../lib/theme';
import type { LazyMenuProps, MenuOpening } from './LazyMenu';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { menu: menuSlotRecipe });

/** Highlights the first or last item once the menu has opened, as Chakra's trigger does for a key. */
function HighlightEdge({ edge }: { edge: 'first' | 'last' }) {
  const menu = useMenuContext();
  const contentId = menu.getContentProps().id;
  const { setHighlightedValue } = menu;
  useEffect(() => {
    // The content may reach the document a frame after the root (its portal): look for a few frames.
    let frame = 0;
    let tries = 0;
    const highlight = () => {
      const items = document
        .getElementById(contentId ?? '')
        ?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([data-disabled])');
      const item = items?.[edge === 'first' ? 0 : items.length - 1];
      if (item?.dataset.value) setHighlightedValue(item.dataset.value);
      else if (tries++ < 10) frame = requestAnimationFrame(highlight);
    };
    highlight();
    return () => cancelAnimationFrame(frame);
    // Once, on the first opening only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export function LoadedMenu({
  trigger,
  content,
  opening,
  ...root
}: LazyMenuProps & { opening: MenuOpening | undefined }) {
  return (
    <Menu.Root {...root} defaultOpen={opening !== undefined}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>{content(Menu)}</Menu.Positioner>
      </Portal>
      {opening === 'first' || opening === 'last' ? <HighlightEdge edge={opening} /> : null}
    </Menu.Root>
  );
}
