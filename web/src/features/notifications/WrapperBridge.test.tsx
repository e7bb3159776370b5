// The window.SiteBase bridge through the real route table: deep links signed in, signed out, and on start.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { routes } from '../../app/router';
import { STORAGE_KEYS, writePendingDeepLink } from '../../lib/storage';
import { renderRoutes, seedSession } from '../../test/render';
import { InAppNotification, NOTIFICATION_AUTO_CLOSE_MS } from './InAppNotification';

async function landAt(initial: string) {
  const { router } = renderRoutes(routes, initial);
  await waitFor(() => expect(screen.queryByLabelText('Loading')).toBeNull());
  await waitFor(() => expect(window.SiteBase).toBeDefined());
  return router;
}

describe('wrapper bridge', () => {
  it('turns wrapper mode on for the session and stores a deep link received while signed out', async () => {
    const router = await landAt('/login?wrapper=true');
    expect(sessionStorage.getItem(STORAGE_KEYS.wrapperMode)).toBe('true');
    act(() => window.SiteBase?.handleNotification({ type: 'timesheet_submitted' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingDeepLink)).toBe('/app/labour');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('navigates straight to the target when signed in', async () => {
    seedSession('worker');
    const router = await landAt('/app/worker-dashboard');
    act(() => window.SiteBase?.handleNotification({ type: 'form_submitted', form_submission_id: 5 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/forms'));
    expect(router.state.location.search).toBe('?submission_id=5');
  });

  it('follows a stored deep link once the session is known', async () => {
    writePendingDeepLink('/app/materials?request_id=8');
    seedSession('manager');
    const router = await landAt('/app/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/materials'));
    expect(router.state.location.search).toBe('?request_id=8');
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingDeepLink)).toBeNull();
  });

  it('keeps the push device for registration after sign-in', async () => {
    await landAt('/login');
    act(() => window.SiteBase?.registerPushToken('tok', 'ios', 'dev-1'));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.pushDevice) ?? '{}')).toEqual({
      token: 'tok',
      platform: 'ios',
      device_id: 'dev-1',
    });
  });
});

describe('InAppNotification', () => {
  it('closes by itself after 5 seconds and opens its target on click', () => {
    vi.useFakeTimers();
    try {
      const onClose = vi.fn();
      const onOpen = vi.fn();
      const payload = { type: 'timesheet_submitted', title: 'Timesheet submitted' };
      render(
        <ChakraProvider value={defaultSystem}>
          <InAppNotification notification={payload} onOpen={onOpen} onClose={onClose} />
        </ChakraProvider>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Open notification: Timesheet submitted' }));
      expect(onOpen).toHaveBeenCalledWith(payload);
      onClose.mockClear();
      act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS - 1));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
