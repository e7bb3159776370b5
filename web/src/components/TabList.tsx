// Tabs without zag's state machines (issue 36, decision 0072), as the landing page's features tabs already are
// (decision 0040): Chakra's Tabs bring zag's tabs and presence machines, the machine runtime and the focus
// helpers — about 12 kB gzip of the first load of every page with a tab row — for what is one selected value.
// It follows the WAI-ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): one tab stop; the
// arrow keys, Home and End move and select (automatic activation, as Chakra's Tabs do); and it looks the same,
// styled by the Tabs recipe through the same data attributes. Only the selected tab's panel is built (Chakra's
// `lazyMount` with `unmountOnExit`).
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme/recipes/tabs';
import { registerRecipes, system } from '../lib/theme';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { tabs: tabsSlotRecipe });

export interface TabItem {
  value: string;
  label: ReactNode;
}

export interface TabListProps {
  value: string;
  onValueChange: (value: string) => void;
  tabs: readonly TabItem[];
  variant?: 'line' | 'subtle' | 'enclosed' | 'outline' | 'plain';
  size?: 'sm' | 'md' | 'lg';
  /** The tab row's own props (its `aria-label`, margins, overflow). */
  listProps?: HTMLChakraProps<'div'>;
  /** Every tab's own style props beside the recipe's (e.g. `flexShrink` in a row that scrolls). */
  triggerProps?: HTMLChakraProps<'button'>;
  /** The panel's own style props beside the recipe's. */
  contentProps?: HTMLChakraProps<'div'>;
  /** A fixed base for the tabs' and panel's ids, for a prerendered page whose ids must match when it hydrates. */
  idBase?: string;
  /** The selected tab's panel; none when the tabs only filter what follows them. */
  children?: ReactNode;
}

/** Which tab a key moves to from `index` (wrapping), or null for a key the tab row does not handle. */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function TabList({
  value,
  onValueChange,
  tabs,
  variant = 'line',
  size = 'md',
  listProps,
  triggerProps,
  contentProps,
  idBase,
  children,
  ...rootProps
}: TabListProps & Omit<HTMLChakraProps<'div'>, keyof TabListProps>) {
  const generatedId = useId();
  const id = idBase ?? generatedId;
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const styles = useSlotRecipe({ key: 'tabs' })({ variant, size });
  const triggerId = (tab: string) => `${id}-trigger-${tab}`;
  const contentId = (tab: string) => `${id}-content-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const next = tabs[tabAfterKey(event.key, index, tabs.length) ?? -1];
    if (!next) return;
    event.preventDefault();
    if (next.value !== value) onValueChange(next.value);
    triggers.current.get(next.value)?.focus();
  };

  return (
    <chakra.div data-orientation="horizontal" css={styles.root} {...rootProps}>
      <chakra.div
        role="tablist"
        aria-orientation="horizontal"
        data-orientation="horizontal"
        css={styles.list}
        onKeyDown={onKeyDown}
        {...listProps}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <chakra.button
              key={tab.value}
              ref={(node: HTMLButtonElement | null) => {
                if (node) triggers.current.set(tab.value, node);
                else triggers.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={triggerId(tab.value)}
              aria-selected={selected}
              aria-controls={contentId(tab.value)}
              tabIndex={selected ? 0 : -1}
              data-orientation="horizontal"
              data-value={tab.value}
              css={styles.trigger}
              {...triggerProps}
              onClick={() => {
                if (!selected) onValueChange(tab.value);
              }}
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </chakra.div>
      {children !== undefined && (
        <chakra.div
          key={value}
          role="tabpanel"
          id={contentId(value)}
          aria-labelledby={triggerId(value)}
          tabIndex={0}
          data-orientation="horizontal"
          css={styles.content}
          {...contentProps}
        >
          {children}
        </chakra.div>
      )}
    </chakra.div>
  );
}
