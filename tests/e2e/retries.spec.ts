// Retries that never duplicate (issue 14), in Chromium against the real stack: the New project form's first
// submit reaches the server but its answer is lost on the way back (as on a site with one bar of signal); the
// person presses Create again. The form sent the same Idempotency-Key both times, so there is one project.
import { expect, test } from '@playwright/test';
import { signInAs } from './pages/login.page';
import { apiSignIn, graphql, uniqueSuffix } from './pages/projects.page';

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ timeout: 60_000 });

test('a create whose answer was lost, submitted again, makes one project', async ({ page, request }) => {
  const name = `Lost Signal Yard ${uniqueSuffix()}`;
  const keys: (string | null)[] = [];
  let dropped = false;
  await page.route('**/graphql', async (route) => {
    const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
    if (operation !== 'CreateProject') return route.continue();
    keys.push(await route.request().headerValue('idempotency-key'));
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch(); // the server makes the project…
    await route.abort('internetdisconnected'); // …and the answer never arrives
  });

  const { token } = await apiSignIn(request, 'manager');
  const count = async () =>
    (
      await graphql<{ projects: { total: number } }>(
        request,
        'query P($s: String) { projects(search: $s) { total } }',
        { s: name },
        token,
      )
    ).projects.total;

  await signInAs(page, 'manager', '/app/projects');
  await page.getByRole('button', { name: 'New project' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Project name').fill(name);
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect.poll(() => keys.length).toBe(1);
  await expect.poll(count).toBe(1); // the lost answer's project exists
  // The form stays open with what was typed; the person tries again.
  await expect(form.getByLabel('Project name')).toHaveValue(name);
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await count()).toBe(1);
});
