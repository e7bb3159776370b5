// Choosing a notification opens the item it is about — its own page, the link core-api gave it (decision 0060) —
// and marks it read: in the bell's menu (the header's popover) and in the worker dashboard's list.
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { useLocation } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render';
import { NotificationBell } from './NotificationBell';
import { NotificationList } from './NotificationList';
import {
  MarkNotificationReadDocument,
  RecentNotificationsDocument,
  UnreadNotificationCountDocument,
} from './notifications.api';

const LINK = '/app/plant?request_id=r-42';

const notification = (read: boolean) => ({
  __typename: 'Notification' as const,
  id: 'n1',
  type: 'plant_request',
  title: 'Plant request PR-0042 needs approval: 1.5t excavator for P-0007',
  body: 'Wendy Walker asked for it for P-0007 Quayside Depot, 01/12/2026 to 05/12/2026.',
  link: LINK,
  read,
  created_at: '2026-11-27T09:30:00.000Z',
  payload: {
    __typename: 'NotificationPayload' as const,
    type: 'plant_request',
    project_id: 'p7',
    form_submission_id: null,
    material_request_id: null,
    // Without the request in the payload, its mapping would open only /app/plant: the link is what is followed.
    plant_request_id: null,
    invoice_id: null,
    labour_id: null,
  },
});

function recent(read: boolean): MockLink.MockedResponse {
  return {
    request: { query: RecentNotificationsDocument },
    result: {
      data: {
        notifications: {
          __typename: 'NotificationPage',
          total: 1,
          total_capped: false,
          items: [notification(read)],
        },
      },
    },
    maxUsageCount: 10,
  };
}
const count = (n: number): MockLink.MockedResponse => ({
  request: { query: UnreadNotificationCountDocument },
  result: { data: { unreadNotificationCount: n } },
  maxUsageCount: 10,
});

function markRead(onMarked: () => void): MockLink.MockedResponse {
  return {
    request: { query: MarkNotificationReadDocument, variables: { id: 'n1' } },
    result: () => {
      onMarked();
      return { data: { markNotificationRead: { __typename: 'Notification', id: 'n1', read: true } } };
    },
  };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const routes = (element: React.ReactNode) => [
  { path: '/app/dashboard', element },
  { path: '/app/worker-dashboard', element },
  { path: '/app/plant', element: <Where /> },
];

describe('choosing a notification', () => {
  it('in the bell’s menu opens the item’s page and marks it read', async () => {
    let marked = false;
    renderRoutes(routes(<NotificationBell />), '/app/dashboard', [
      count(1),
      recent(false),
      markRead(() => (marked = true)),
      count(0),
      recent(true),
    ]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const item = await screen.findByRole('menuitem', { name: /PR-0042 needs approval/ });
    await userEvent.click(item);
    expect((await screen.findByTestId('where')).textContent).toBe(LINK);
    await waitFor(() => expect(marked).toBe(true));
  });

  it('in the worker dashboard’s list opens the item’s page and marks it read', async () => {
    let marked = false;
    renderRoutes(routes(<NotificationList />), '/app/worker-dashboard', [
      recent(false),
      markRead(() => (marked = true)),
      count(0),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /PR-0042 needs approval/ }));
    expect((await screen.findByTestId('where')).textContent).toBe(LINK);
    await waitFor(() => expect(marked).toBe(true));
  });

  it('a read notification opens its page without marking it again', async () => {
    renderRoutes(routes(<NotificationList />), '/app/worker-dashboard', [recent(true)]);
    await userEvent.click(await screen.findByRole('button', { name: /PR-0042 needs approval/ }));
    expect((await screen.findByTestId('where')).textContent).toBe(LINK);
  });
});
