// The controls of a board: whether it is live (and when its figures were last worked out), and full screen for
// a site-office screen — which also asks the device to keep the screen on while it is shown.
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Maximize2, Minimize2 } from 'lucide-react';
import { formatTime } from '../../lib/format';

export function LiveStatus({ live, updatedAt }: { live: boolean; updatedAt: string | null }) {
  // London time, as every time the app shows (decision 0066); lib/format rather than date-fns' format (5.6 kB
  // gzip on the dashboard's first load, issue 36).
  const time = updatedAt ? formatTime(updatedAt) : null;
  return (
    <HStack gap="1.5" fontSize="sm" color="fg.muted" role="status" aria-live="off">
      <Box w="2" h="2" rounded="full" bg={live ? 'green.solid' : 'gray.solid'} aria-hidden />
      <Text>
        {live ? 'Live' : 'Connecting…'}
        {time && ` · updated ${time}`}
      </Text>
    </HStack>
  );
}

type WakeLock = { release: () => Promise<void> };
type WakeLockNavigator = Navigator & { wakeLock?: { request: (type: 'screen') => Promise<WakeLock> } };

/** Full screen for the element `target` points at, tracking the browser's own state (Esc leaves it). */
export function useFullScreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement === target.current && !!target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);
  // Keep the screen awake while full screen (where the browser offers it).
  useEffect(() => {
    if (!active) return undefined;
    let lock: WakeLock | null = null;
    let cancelled = false;
    void (navigator as WakeLockNavigator).wakeLock
      ?.request('screen')
      .then((l) => {
        if (cancelled) void l.release();
        else lock = l;
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void target.current?.requestFullscreen?.().catch(() => undefined);
  }, [target]);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  return { active, toggle, supported };
}

export function FullScreenButton({ screen }: { screen: ReturnType<typeof useFullScreen> }) {
  if (!screen.supported) return null;
  return (
    <Button size="sm" variant="outline" onClick={screen.toggle}>
      {screen.active ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
      {screen.active ? 'Exit full screen' : 'Full screen'}
    </Button>
  );
}
