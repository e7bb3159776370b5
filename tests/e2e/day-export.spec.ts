// Export what you see (issue 35 point 11, decision 0065): a manager narrows the projects list with a search and
// the status filter, exports it as CSV from the list's Export menu, and the downloaded file holds exactly the
// rows the list shows — no more (the other status, other searches) and no fewer — with its money and dates
// written for people; the same list as Excel is a real XLSX. A worker's export of the same list has no contract
// value column. Names carry a run tag, so reruns and parallel specs never collide.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './pages/login.page';
import { apiCreateProject, apiSignIn, ProjectsListPage, uniqueSuffix } from './pages/projects.page';

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ timeout: 90_000 });

/** The records of a CSV export (BOM dropped; a quoted cell may hold commas). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '')))
    .map((cells) => cells.slice(0, -1));
}

async function exportAs(page: Page, format: 'CSV' | 'Excel (.xlsx)') {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: format }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test('the CSV export holds exactly the filtered rows the list shows', async ({ page, request }) => {
  const tag = uniqueSuffix();
  const { token } = await apiSignIn(request, 'manager');
  for (const [name, status] of [
    [`Export Quay A ${tag}`, 'active'],
    [`Export Quay B ${tag}`, 'active'],
    [`Export Quay C ${tag}`, 'planning'],
    [`Export Quay D ${tag}`, 'active'],
  ] as const) {
    await apiCreateProject(request, token, {
      name,
      status,
      contract_value_pence: 1_234_567,
      start_date: '2026-03-02',
    });
  }
  await apiCreateProject(request, token, { name: `Elsewhere ${tag}`, status: 'on_hold' });

  await signInAs(page, 'manager');
  const list = new ProjectsListPage(page);
  await list.goto();
  await list.search().fill(tag);
  const table = list.table();
  await expect(table.getByRole('row')).toHaveCount(6); // header + all five of this run
  await list.statusFilter().selectOption({ label: 'Active' });
  await expect(page).toHaveURL(/status=active/);
  await expect(table.getByRole('row')).toHaveCount(4); // header + the three active ones
  const shown = (await table.getByRole('row').allInnerTexts()).slice(1);

  const csv = await exportAs(page, 'CSV');
  expect(csv.name).toMatch(/^projects-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = csvRows(csv.bytes.toString('utf8'));
  expect(rows[0]).toContain('Contract value (£)');
  const names = rows.slice(1).map((r) => r[1]);
  expect(names.sort()).toEqual([`Export Quay A ${tag}`, `Export Quay B ${tag}`, `Export Quay D ${tag}`]);
  // Every row on screen is in the file, and nothing else is.
  expect(rows.length - 1).toBe(shown.length);
  for (const name of names) expect(shown.some((text) => text.includes(name!))).toBe(true);
  const money = rows[0]!.indexOf('Contract value (£)');
  const start = rows[0]!.indexOf('Start');
  expect(rows.slice(1).every((r) => r[money] === '12345.67' && r[start] === '02/03/2026')).toBe(true);

  // The menu as people see it, at the office width and on a phone (kept with the run's results).
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('export-menu-1280.png') });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('export-menu-390.png') });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });

  const xlsx = await exportAs(page, 'Excel (.xlsx)');
  expect(xlsx.name).toMatch(/^projects-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK'); // a zip container, as every XLSX is
});

test('a worker’s export of the projects list leaves out contract values', async ({ page }) => {
  await signInAs(page, 'worker');
  const list = new ProjectsListPage(page);
  await list.goto();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const csv = await exportAs(page, 'CSV');
  const [header] = csvRows(csv.bytes.toString('utf8'));
  expect(header).toContain('Name');
  expect(header).not.toContain('Contract value (£)');
});
