// A project's files (issue 12): several at once (chosen or dropped on desktop, camera capture on phones),
// Upload disabled until something is chosen, previews of images and PDFs, and delete by the uploader or a
// manager and up — confirmed, and kept in the project's history.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './pages/login.page';
import {
  apiAddTeamMember,
  apiCreateProject,
  apiSignIn,
  ProjectDetailPage,
  uniqueSuffix,
} from './pages/projects.page';

test.describe.configure({ timeout: 60_000 });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n');

async function projectWithWorker(page: Page) {
  const manager = await apiSignIn(page.request, 'manager');
  const worker = await apiSignIn(page.request, 'worker');
  const project = await apiCreateProject(page.request, manager.token, {
    name: `Files Yard ${uniqueSuffix()}`,
  });
  await apiAddTeamMember(page.request, manager.token, project.id, worker.userId);
  return project;
}

test.describe('at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('several files at once, chosen or dropped; Upload waits for a file; preview; delete', async ({
    page,
  }) => {
    const project = await projectWithWorker(page);
    await signInAs(page, 'manager', `/app/projects/${project.id}`);
    await new ProjectDetailPage(page).loaded();
    const files = page.getByRole('region', { name: 'Files' });
    await expect(files.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();

    await files.getByLabel('Choose files').setInputFiles([
      { name: 'site-photo.png', mimeType: 'image/png', buffer: PNG },
      { name: 'drawing.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    // Dropped onto the drop zone, as from the desktop.
    const dataTransfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['Plot,Status\n1,Roofed\n'], 'plots.csv', { type: 'text/csv' }));
      return dt;
    });
    await files.getByTestId('file-drop-zone').dispatchEvent('drop', { dataTransfer });
    const queue = files.getByRole('list', { name: 'Files to upload' });
    await expect(queue.getByRole('listitem')).toHaveCount(3);
    await files.getByRole('button', { name: 'Upload 3 files' }).click();
    await expect(page.getByText('3 files uploaded')).toBeVisible();
    const list = files.getByRole('list', { name: 'Project files' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(files.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();

    await files.getByRole('button', { name: 'Preview site-photo.png' }).click();
    const preview = page.getByRole('dialog', { name: 'site-photo.png' });
    const image = preview.getByRole('img', { name: 'Preview of site-photo.png' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await preview.getByRole('button', { name: 'Done' }).click();
    await files.getByRole('button', { name: 'Preview drawing.pdf' }).click();
    await expect(
      page.getByRole('dialog', { name: 'drawing.pdf' }).locator('iframe[title="Preview of drawing.pdf"]'),
    ).toHaveAttribute('src', /^blob:/);
    await page.getByRole('dialog', { name: 'drawing.pdf' }).getByRole('button', { name: 'Done' }).click();
    await expect(files.getByRole('button', { name: 'Preview plots.csv' })).toHaveCount(0);

    await files.getByRole('button', { name: 'Delete plots.csv' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete plots.csv?' })
      .getByRole('button', { name: 'Delete file' })
      .click();
    await expect(page.getByText('plots.csv deleted')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await page.reload();
    await expect(new ProjectDetailPage(page).history()).toContainText('File deleted: plots.csv');
  });

  test('a supervisor may not delete someone else’s file; its uploader may', async ({ page, browser }) => {
    const project = await projectWithWorker(page);
    await signInAs(page, 'worker', `/app/projects/${project.id}`);
    await new ProjectDetailPage(page).loaded();
    const files = page.getByRole('region', { name: 'Files' });
    await files
      .getByLabel('Choose files')
      .setInputFiles({ name: 'snag.png', mimeType: 'image/png', buffer: PNG });
    await files.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('snag.png uploaded')).toBeVisible();
    await expect(files.getByRole('button', { name: 'Delete snag.png' })).toBeVisible();

    const other = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAs(other, 'supervisor', `/app/projects/${project.id}`);
    await new ProjectDetailPage(other).loaded();
    const theirs = other.getByRole('region', { name: 'Files' });
    await expect(theirs.getByText('snag.png')).toBeVisible();
    await expect(theirs.getByRole('button', { name: 'Delete snag.png' })).toHaveCount(0);
    await other.close();
  });
});

test.describe('at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a phone offers the camera, and several files go up at once', async ({ page }) => {
    const project = await projectWithWorker(page);
    await signInAs(page, 'worker', `/app/projects/${project.id}`);
    await new ProjectDetailPage(page).loaded();
    const files = page.getByRole('region', { name: 'Files' });
    await expect(files.getByRole('button', { name: 'Take photo' })).toBeVisible();
    const camera = files.getByLabel('Take a photo');
    await expect(camera).toHaveAttribute('capture', 'environment');
    await expect(camera).toHaveAttribute('accept', 'image/*');
    await expect(files.getByLabel('Choose files')).toHaveAttribute('multiple', '');
    await camera.setInputFiles({ name: 'IMG_0001.png', mimeType: 'image/png', buffer: PNG });
    await files
      .getByLabel('Choose files')
      .setInputFiles({ name: 'ramS.pdf', mimeType: 'application/pdf', buffer: PDF });
    await files.getByRole('button', { name: 'Upload 2 files' }).click();
    await expect(page.getByText('2 files uploaded')).toBeVisible();
    await expect(files.getByRole('list', { name: 'Project files' }).getByRole('listitem')).toHaveCount(2);
  });
});
