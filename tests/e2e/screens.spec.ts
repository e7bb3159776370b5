// Screenshots for review (issue 12): the projects list, a project page and the phone shell at 1280px and 390px.
// Runs only when SCREENS_DIR is set (a folder to write the PNGs to); otherwise skipped.
import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { signInAs } from './pages/login.page';
import {
  apiAddNote,
  apiAddTeamMember,
  apiCreateProject,
  apiSignIn,
  uniqueSuffix,
} from './pages/projects.page';

const dir = process.env.SCREENS_DIR;
test.skip(!dir, 'set SCREENS_DIR to take review screenshots');
test.describe.configure({ timeout: 90_000 });

for (const width of [1280, 390]) {
  test(`projects list, project page and shell at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const manager = await apiSignIn(page.request, 'manager');
    const worker = await apiSignIn(page.request, 'worker');
    const project = await apiCreateProject(page.request, manager.token, {
      name: `Ysgol Gymraeg Pen-y-Bryn Extension ${uniqueSuffix()}`,
      client_name: 'Cyngor Caerdydd',
      client_contact_name: 'Gwen Price',
      client_email: 'gwen.price@cardiff.example',
      site_address: 'Heol y Bryn, Cardiff',
      site_postcode: 'CF14 2AB',
      start_date: '2026-01-05',
      end_date: '2026-09-30',
      contract_value_pence: 125_000_000,
      contract_form: 'JCT_DB',
      status: 'active',
      budget: { labour: 30_000_000, materials: 40_000_000, plant: 8_000_000, subcontract: 25_000_000 },
      manager_id: manager.userId,
    });
    await apiAddTeamMember(page.request, manager.token, project.id, worker.userId);
    await apiAddNote(page.request, manager.token, project.id, 'Scaffold inspection booked for Monday 8am.');
    await signInAs(page, 'manager', '/app/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await page.screenshot({ path: join(dir!, `projects-list-${width}.png`) });
    await page.goto(`/app/projects/${project.id}`);
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Note added');
    await page.screenshot({ path: join(dir!, `project-page-${width}.png`) });
    await page.screenshot({ path: join(dir!, `project-page-${width}-full.png`), fullPage: true });
    if (width === 390) {
      await page.getByRole('button', { name: 'Quick actions' }).click();
      await expect(page.getByRole('menuitem', { name: 'New Project Note' })).toBeVisible();
      await page.screenshot({ path: join(dir!, `phone-shell-quick-actions-${width}.png`) });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.screenshot({ path: join(dir!, `phone-shell-menu-${width}.png`) });
    }
  });
}
