// Page object for /app/forms on a phone: picking a template, filling fields by their labels, adding camera
// photos (the hidden `capture` input takes files), drawing a signature on the pad, and reading a form's status.
import { expect, type Page } from '@playwright/test';

/** A tiny valid PNG standing in for a camera photo (core-api re-encodes it as a JPEG). */
export const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export class FormsPage {
  constructor(private readonly page: Page) {}

  async pick(name: string) {
    await this.page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(this.page.getByRole('heading', { level: 2, name })).toBeVisible();
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: false }).first();
  }

  async addPhotos(names: string[], captions: string[]) {
    await this.page
      .getByLabel('Photos: take or add photos')
      .setInputFiles(names.map((name) => ({ name, mimeType: 'image/png', buffer: PHOTO_PNG })));
    for (const [i, caption] of captions.entries()) {
      await this.page.getByLabel(`Caption for photo ${i + 1}`).fill(caption);
    }
  }

  async sign(label = 'Signature') {
    const pad = this.page.getByRole('img', { name: `${label}: sign here` });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await this.page.mouse.move(box.x + 20, box.y + box.height / 2);
    await this.page.mouse.down();
    for (let i = 1; i <= 12; i++) {
      await this.page.mouse.move(box.x + 20 + i * 15, box.y + box.height / 2 + (i % 2 ? -18 : 18), {
        steps: 2,
      });
    }
    await this.page.mouse.up();
  }

  status(text: string) {
    return this.page.getByText(text, { exact: true }).first();
  }
}
