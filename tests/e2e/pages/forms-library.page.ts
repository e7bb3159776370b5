// Page object for the library of site forms on a phone (decision 0088): any template picked by name, answers
// filled by field type from a plain description, a signature drawn on a named pad, several signers added to a
// `signatures` field (each typing their name), and the API helpers to review a form and fetch its PDF.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { graphql } from './projects.page';

export type Answer =
  | { text: string }
  | { date: string }
  | { time: string }
  | { choose: string }
  | { several: string[] }
  | { tick: true }
  | { operative: string }
  | { sign: true }
  | { signers: string[] };

export class LibraryFormPage {
  constructor(private readonly page: Page) {}

  async start(template: string, projectLabel: string) {
    await this.page.goto('/app/forms?create=true');
    await this.page
      .getByRole('button', { name: new RegExp(`^${template.replace(/[/()]/g, '\\$&')}`) })
      .click();
    await expect(this.page.getByRole('heading', { level: 2, name: template })).toBeVisible();
    await this.page.getByLabel('Project').selectOption({ label: projectLabel });
  }

  /** Draws a stroke on the pad labelled `name` ("Attendees: signer 2: sign here"). */
  async draw(name: string) {
    const pad = this.page.getByRole('img', { name });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await this.page.mouse.move(box.x + 20, box.y + box.height / 2);
    await this.page.mouse.down();
    for (let i = 1; i <= 8; i++) {
      await this.page.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? -15 : 15), {
        steps: 2,
      });
    }
    await this.page.mouse.up();
  }

  async answer(label: string, a: Answer) {
    const p = this.page;
    const input = p.getByLabel(label, { exact: false }).first();
    if ('text' in a) await input.fill(a.text);
    else if ('date' in a) await input.fill(a.date);
    else if ('time' in a) await input.fill(a.time);
    else if ('choose' in a) await input.selectOption(a.choose);
    else if ('tick' in a) await input.check();
    else if ('several' in a) {
      const group = p.getByRole('group', { name: label });
      for (const option of a.several) await group.getByLabel(option, { exact: true }).check();
    } else if ('operative' in a) {
      await p.getByLabel(`${label}: search by name or trade`).fill(a.operative);
      const picker = p.getByRole('combobox', { name: new RegExp(`^${label}`) });
      const option = picker.locator('option', { hasText: a.operative });
      await picker.selectOption(await option.first().getAttribute('value'));
    } else if ('sign' in a) await this.draw(`${label}: sign here`);
    else if ('signers' in a) {
      for (const [i, name] of a.signers.entries()) {
        await p.getByRole('button', { name: 'Add a signer' }).click();
        await p.getByLabel(`${label}: name of signer ${i + 1}`).fill(name);
        await this.draw(`${label}: signer ${i + 1}: sign here`);
      }
    }
  }

  /** The first control labelled `label`. */
  field(label: string) {
    return this.page.getByLabel(label, { exact: false }).first();
  }

  async fill(answers: [string, Answer][]) {
    for (const [label, a] of answers) await this.answer(label, a);
  }

  /** Sends the form and answers its id (from the page it opens). */
  async send(template: string): Promise<string> {
    await this.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(
      this.page.getByRole('heading', {
        level: 2,
        name: new RegExp(`^FRM-\\d{4} ${template.replace(/[/()]/g, '\\$&')}$`),
      }),
    ).toBeVisible({ timeout: 20_000 });
    return new URL(this.page.url()).searchParams.get('submission_id')!;
  }
}

export async function apiReview(
  request: APIRequestContext,
  token: string,
  id: string,
  status: 'approved' | 'returned',
  reason?: string,
) {
  await graphql(
    request,
    `
      mutation M($id: ID!, $status: String!, $reason: String) {
        changeFormSubmissionStatus(id: $id, status: $status, reason: $reason) {
          id
          status
        }
      }
    `,
    { id, status, reason: reason ?? null },
    token,
  );
}

export async function apiFormPdf(request: APIRequestContext, token: string, id: string): Promise<Buffer> {
  const res = await request.get(`/files/form-submissions/${id}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  return res.body();
}
