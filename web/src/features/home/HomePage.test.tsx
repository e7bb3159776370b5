// Landing page: feature tabs, testimonial rotation and pausing, the screenshot lightbox and the contact dialog.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { renderRoutes } from '../../test/render';
import { HomePage } from './HomePage';
import { TestimonialsSection } from './TestimonialsSection';
import { FEATURE_TABS, TESTIMONIALS } from './landing-content';

function renderHome() {
  renderRoutes([{ path: '/', element: <HomePage /> }], '/');
  return userEvent.setup();
}

describe('HomePage', () => {
  it('has the hero, pricing inviting contact and the 2025 footer', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pricing that fits your company' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contact Us for Pricing' })).toBeTruthy();
    expect(screen.getByText(/© 2025/)).toBeTruthy();
  });

  it('switches feature tabs', async () => {
    const user = renderHome();
    const [first, second] = FEATURE_TABS;
    if (!first || !second) throw new Error('need two tabs');
    expect(screen.getByRole('heading', { name: first.title })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: second.label }));
    expect(await screen.findByRole('heading', { name: second.title })).toBeTruthy();
    expect(screen.getByText(second.features[0] ?? '')).toBeTruthy();
  });

  it('moves between feature tabs with the keyboard (WAI-ARIA tabs: one tab stop, arrows, Home, End)', async () => {
    const user = renderHome();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(FEATURE_TABS.map((feature) => feature.label));
    expect(tabs.map((tab) => tab.tabIndex)).toEqual(FEATURE_TABS.map((_, i) => (i === 0 ? 0 : -1)));
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal');
    const last = FEATURE_TABS[FEATURE_TABS.length - 1]!;
    tabs[0]!.focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe(last.label);
    expect(screen.getByRole('tab', { name: last.label }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: last.title })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe(FEATURE_TABS[0]!.label);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe(FEATURE_TABS[1]!.label);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: FEATURE_TABS[1]!.label }).id,
    );
    expect(screen.getByRole('tab', { name: FEATURE_TABS[1]!.label }).getAttribute('aria-controls')).toBe(
      panel.id,
    );
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe(last.label);
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe(FEATURE_TABS[0]!.label);
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('enlarges a screenshot; Escape closes it and focus returns to it', async () => {
    const user = renderHome();
    const trigger = screen.getAllByRole('button', { name: /^Enlarge: / })[0];
    if (!trigger) throw new Error('no screenshot');
    await user.click(trigger);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('opens the contact dialog', async () => {
    const user = renderHome();
    await user.click(screen.getByRole('button', { name: 'Request Early Access' }));
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeTruthy();
  });
});

describe('TestimonialsSection', () => {
  function quote(i: number) {
    return `“${TESTIMONIALS[i]?.quote ?? ''}”`;
  }

  it('rotates by itself, can be selected, and pauses on hover', () => {
    vi.useFakeTimers();
    try {
      render(
        <ChakraProvider value={defaultSystem}>
          <TestimonialsSection rotateMs={1000} />
        </ChakraProvider>,
      );
      expect(TESTIMONIALS).toHaveLength(3);
      expect(screen.getByText(quote(0))).toBeTruthy();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText(quote(1))).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 3 of 3' }));
      expect(screen.getByText(quote(2))).toBeTruthy();

      const section = screen.getByRole('region', { name: 'From the beta programme' });
      fireEvent.mouseEnter(section);
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.getByText(quote(2))).toBeTruthy();
      fireEvent.mouseLeave(section);
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText(quote(0))).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
