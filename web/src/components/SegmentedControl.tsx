// A segmented choice (Chakra's SegmentGroup look) without zag's radio-group machine (issue 36, decision 0072):
// the machine, its runtime and the focus helpers were about 10 kB gzip of the first load of the dashboard, whose
// budget chart switches between chart and table with one. Native radio inputs give the behaviour — one tab stop,
// the arrow keys move and select, a label per choice — and the Segment group recipe gives the look, through the
// same parts and data attributes; the selected segment's indicator slides to the new one as Chakra's does.
import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { segmentGroupSlotRecipe } from '@chakra-ui/react/theme/recipes/segment-group';
import { registerRecipes, system } from '../lib/theme';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { segmentGroup: segmentGroupSlotRecipe });

export interface SegmentItem {
  value: string;
  label: string;
}

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Visually hidden but focusable and announced (the input carries the focus; its segment shows the ring); clipped, so
 * a click on the segment's text lands on the text (the label), not on the 1px input centred over it.
 */
const HIDDEN_INPUT: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
};

export function SegmentedControl({
  value,
  onValueChange,
  items,
  size = 'md',
  'aria-label': ariaLabel,
}: {
  value: string;
  onValueChange: (value: string) => void;
  items: readonly (string | SegmentItem)[];
  size?: 'xs' | 'sm' | 'md' | 'lg';
  'aria-label'?: string;
}) {
  const name = useId();
  const styles = useSlotRecipe({ key: 'segmentGroup' })({ size });
  const root = useRef<HTMLDivElement>(null);
  const [rect, setRect] = useState<Rect | null>(null);
  const [animate, setAnimate] = useState(false);
  const shown = useRef(value);
  const options = items.map((item) => (typeof item === 'string' ? { value: item, label: item } : item));

  // Where the selected segment is, before the browser paints: the indicator sits under it (until measured,
  // the segment itself carries the look, as Chakra's server-rendered segment does).
  useLayoutEffect(() => {
    const measure = () => {
      const item = root.current?.querySelector<HTMLElement>('[data-state="checked"]');
      // Not laid out (a hidden tab, no layout at all): the segment keeps its own look.
      setRect(
        item && (item.offsetWidth || item.offsetHeight)
          ? { left: item.offsetLeft, top: item.offsetTop, width: item.offsetWidth, height: item.offsetHeight }
          : null,
      );
    };
    measure();
    if (shown.current !== value) {
      shown.current = value;
      setAnimate(true);
    }
    if (typeof ResizeObserver === 'undefined' || !root.current) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(root.current);
    return () => observer.disconnect();
  }, [value]);

  const px = (n: number) => `${n}px`;
  return (
    <chakra.div
      ref={root}
      role="radiogroup"
      aria-label={ariaLabel}
      aria-orientation="horizontal"
      data-orientation="horizontal"
      style={{ position: 'relative' }}
      css={styles.root}
    >
      <chakra.div
        aria-hidden
        hidden={!rect}
        data-orientation="horizontal"
        css={styles.indicator}
        onTransitionEnd={(event) => {
          if (event.target === event.currentTarget) setAnimate(false);
        }}
        style={
          {
            '--transition-property': 'left, top, width, height',
            '--left': rect ? px(rect.left) : undefined,
            '--top': rect ? px(rect.top) : undefined,
            '--width': rect ? px(rect.width) : undefined,
            '--height': rect ? px(rect.height) : undefined,
            position: 'absolute',
            willChange: animate ? 'var(--transition-property)' : 'auto',
            transitionProperty: animate ? 'var(--transition-property)' : 'none',
            transitionDuration: animate ? 'var(--transition-duration, 150ms)' : '0ms',
            transitionTimingFunction: 'var(--transition-timing-function)',
            left: 'var(--left)',
          } as CSSProperties
        }
      />
      {options.map((option) => {
        const checked = option.value === value;
        const state = checked ? 'checked' : 'unchecked';
        const inputId = `${name}-${option.value}`;
        return (
          <chakra.label
            key={option.value}
            htmlFor={inputId}
            data-state={state}
            data-orientation="horizontal"
            data-ssr={rect ? undefined : ''}
            css={styles.item}
          >
            <chakra.span data-state={state} css={styles.itemText}>
              {option.label}
            </chakra.span>
            <input
              id={inputId}
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onValueChange(option.value)}
              style={HIDDEN_INPUT}
            />
          </chakra.label>
        );
      })}
    </chakra.div>
  );
}
