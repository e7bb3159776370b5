// The live notifications listener never stays dead (decision 0059): a subscription the BFF ends with an error is
// started again by itself, and the bell's count is refetched then, so a notification made while it was down is
// counted without a reload.
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { useQuery } from '@apollo/client/react';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import { LiveNotifications } from './LiveNotifications';
import { NotificationAddedDocument, UnreadNotificationCountDocument } from './notifications.api';

function Count() {
  const { data } = useQuery(UnreadNotificationCountDocument);
  return <p>unread: {data?.unreadNotificationCount ?? '…'}</p>;
}

const count = (n: number): MockLink.MockedResponse => ({
  request: { query: UnreadNotificationCountDocument },
  result: { data: { unreadNotificationCount: n } },
});

describe('LiveNotifications', () => {
  it('subscribes again after the subscription ends with an error, and catches up the count', async () => {
    const mocks: MockLink.MockedResponse[] = [
      count(0),
      {
        request: { query: NotificationAddedDocument },
        error: new Error('terminated'),
        delay: 20,
      },
      // The restarted subscription: asked for, then quiet.
      {
        request: { query: NotificationAddedDocument },
        result: { data: null },
        delay: 60_000,
      },
      count(1),
    ];
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <LiveNotifications />
              <Count />
            </>
          ),
        },
      ],
      '/',
      mocks,
    );
    expect(await screen.findByText('unread: 0')).toBeTruthy();
    // Without a reload: the count made while the subscription was down arrives once it is started again.
    expect(await screen.findByText('unread: 1')).toBeTruthy();
  });
});
