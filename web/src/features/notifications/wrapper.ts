// Mobile-wrapper mode (spec §1): `?wrapper=true` switches it on for the browser session.
import { useLocation } from 'react-router-dom';
import { readWrapperMode } from '../../lib/storage';

export function wrapperFlagIn(search: string): boolean {
  return new URLSearchParams(search).get('wrapper') === 'true';
}

/** True when the current URL carries `wrapper=true` or an earlier page of this session did. */
export function useWrapperMode(): boolean {
  const { search } = useLocation();
  return wrapperFlagIn(search) || readWrapperMode();
}

/** Safe-area padding for a shell's outer box; nothing outside the wrapper. */
export function safeAreaPadding(wrapper: boolean) {
  return wrapper
    ? {
        pt: 'env(safe-area-inset-top)',
        pl: 'env(safe-area-inset-left)',
        pr: 'env(safe-area-inset-right)',
        pb: 'env(safe-area-inset-bottom)',
      }
    : {};
}
