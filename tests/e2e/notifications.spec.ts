// Live notifications, two people on one project in two browsers: a manager adds a note the worker may read;
// the worker's bell count rises and the in-app notification appears without a reload, closes after 5 s, and a
// click on a fresh one opens the project. How fast it arrives (within 2 s) is `npm run bench`'s notification
// delivery row, on a quiet machine (decision 0093): here two workers share two cores with the server.
import { expect, test } from '@playwright/test';
import { signInAs } from './pages/login.page';
import { listening } from './pages/notifications.page';
import { apiAddTeamMember, apiCreateProject, apiSignIn, uniqueSuffix } from './pages/projects.page';

test.describe.configure({ timeout: 90_000 });

test('a note reaches a teammate live: bell count, banner for 5 s, click opens the project', async ({
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const manager = await apiSignIn(request, 'manager');
  const worker = await apiSignIn(request, 'worker');
  const project = await apiCreateProject(request, manager.token, { name: `Lock Keeper ${suffix}` });
  await apiAddTeamMember(request, manager.token, project.id, worker.userId);

  const workerContext = await browser.newContext();
  const workerPage = await workerContext.newPage();
  await signInAs(workerPage, 'worker');
  const bell = workerPage.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  // Start from a clean slate: whatever the demo left unread is read now.
  await workerPage.evaluate(async () => {
    const token = localStorage.getItem('access_token') ?? localStorage.getItem('token');
    await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query: 'mutation { markAllNotificationsRead }' }),
    });
  });
  const subscribed = listening(workerPage, 'notificationAdded');
  await workerPage.reload();
  // Other specs running at the same time (plant, materials) may notify this demo worker too, so the count is
  // read rather than assumed to be zero, and the check below is that it rose.
  const unread = async () => {
    const label = (await bell.getAttribute('aria-label')) ?? '';
    return Number(/, (\d+) unread/.exec(label)?.[1] ?? 0);
  };
  await expect(bell).toBeVisible();
  const before = await unread();
  // The bell's live subscription is asked for before the manager writes anything.
  await subscribed;

  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  await signInAs(managerPage, 'manager', `/app/projects/${project.id}`);
  const noteBox = managerPage.getByLabel('New note');
  await noteBox.fill(`Crane lift moved to 2pm ${suffix}`);
  await managerPage.getByRole('button', { name: 'Add note' }).click();

  const banner = workerPage.getByRole('status').filter({ hasText: `New note on ${project.project_number}` });
  await expect(banner).toBeVisible();
  await expect.poll(unread).toBeGreaterThan(before);
  // It closes by itself after 5 seconds.
  await expect(banner).toBeHidden({ timeout: 7000 });

  // Another note; this time the worker clicks the banner and lands on the project.
  await noteBox.fill(`Welfare cabin moved ${suffix}`);
  await managerPage.getByRole('button', { name: 'Add note' }).click();
  await expect(banner).toBeVisible();
  await banner.getByText(`New note on ${project.project_number}`).click();
  await expect(workerPage).toHaveURL(new RegExp(`/app/projects/${project.id}$`));
  await expect(workerPage.getByRole('list', { name: 'Project notes' })).toContainText(
    `Welfare cabin moved ${suffix}`,
  );

  await workerContext.close();
  await managerContext.close();
});
