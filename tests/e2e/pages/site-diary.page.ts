// The site diary spec's set-up, done the way the app itself would (same BFF, demo users): a day on a project
// with hours on a timesheet, an owned item of plant allocated and on hire, a delivery received and a form sent,
// and a Site Induction Record of the day's operative; and the diary as the server holds it.
import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiCreateOperative, apiCreateSubcontractor, thisMonday } from './labour.page';
import { graphql } from './projects.page';

export const londonToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

export interface DiaryDay {
  operative: string;
  operativeId: string;
  plant: string;
  orderReference: string;
  formReference: string;
}

/** Today's records on `projectId`, named with `suffix`. */
export async function apiDiaryDay(
  request: APIRequestContext,
  token: string,
  projectId: string,
  suffix: string,
  /** Someone other than `token`'s user: who raises a plant request never approves it. */
  approverToken: string,
): Promise<DiaryDay> {
  const today = londonToday();
  // Labour: a subcontract gang's operative, 8 hours every day of this week (today included).
  const operative = `Diary Bricklayer ${suffix}`;
  const supplierId = await apiCreateSubcontractor(request, token, `Diary Gangs ${suffix}`, 'gross');
  const operativeId = await apiCreateOperative(request, token, operative, supplierId, 200_00);
  await graphql(
    request,
    `
      mutation T($input: TimesheetInput!) {
        createTimesheet(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        operative_id: operativeId,
        project_id: projectId,
        week_commencing: thisMonday(),
        hours: [8, 8, 8, 8, 8, 8, 8],
        submit: true,
      },
    },
    token,
  );
  // Plant: an owned telehandler allocated to the project and on site from today.
  const plant = `Diary telehandler ${suffix}`;
  const item = await graphql<{ createPlantItem: { id: string } }>(
    request,
    `
      mutation I($input: PlantItemInput!) {
        createPlantItem(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        asset_number: `DT-${suffix}`,
        category: 'Telehandler',
        description: plant,
        ownership: 'owned',
        loler_due_date: addDays(today, 120),
        puwer_due_date: addDays(today, 120),
      },
    },
    token,
  );
  const req = await graphql<{ createPlantRequest: { id: string } }>(
    request,
    `
      mutation R($input: CreatePlantRequestInput!) {
        createPlantRequest(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        project_id: projectId,
        category: 'Telehandler',
        required_from: today,
        required_until: addDays(today, 14),
        plant_item_id: item.createPlantItem.id,
      },
    },
    token,
  );
  const requestId = req.createPlantRequest.id;
  await graphql(
    request,
    `
      mutation A($id: ID!, $input: ApprovePlantRequestInput!) {
        approvePlantRequest(id: $id, input: $input) {
          id
        }
      }
    `,
    { id: requestId, input: { fulfilment: 'allocation', plant_item_id: item.createPlantItem.id } },
    approverToken,
  );
  await graphql(
    request,
    `
      mutation O($id: ID!) {
        markPlantOnHire(id: $id, input: {}) {
          id
        }
      }
    `,
    { id: requestId },
    token,
  );
  // A delivery: an issued order, received in full today.
  const suppliers = await graphql<{ suppliers: { items: { id: string }[] } }>(
    request,
    `
      query S {
        suppliers(kind: materials, status: active, page: 1, size: 1) {
          items {
            id
          }
        }
      }
    `,
    {},
    token,
  );
  const po = await graphql<{
    createPurchaseOrder: { id: string; reference: string; lines: { id: string }[] };
  }>(
    request,
    `
      mutation C($input: CreatePurchaseOrderInput!) {
        createPurchaseOrder(input: $input) {
          id
          reference
          lines {
            id
          }
        }
      }
    `,
    {
      input: {
        project_id: projectId,
        supplier_id: suppliers.suppliers.items[0]!.id,
        delivery_date: today,
        lines: [
          {
            description: `Blocks ${suffix}`,
            quantity: 40,
            unit: 'pallet',
            unit_price_pence: 100,
            vat_code: 'standard',
          },
        ],
      },
    },
    token,
  );
  const order = po.createPurchaseOrder;
  await graphql(
    request,
    `
      mutation I($id: ID!) {
        changePurchaseOrderStatus(id: $id, status: "issued") {
          id
        }
      }
    `,
    { id: order.id },
    token,
  );
  await graphql(
    request,
    `
      mutation D($id: ID!, $input: RecordDeliveryInput!) {
        recordMaterialDelivery(purchase_order_id: $id, input: $input) {
          id
        }
      }
    `,
    { id: order.id, input: { lines: [{ line_id: order.lines[0]!.id, quantity: 40 }] } },
    token,
  );
  // A form: a Site Issue Report sent today.
  const templates = await graphql<{ formTemplates: { id: string; name: string }[] }>(
    request,
    `
      query T {
        formTemplates {
          id
          name
        }
      }
    `,
    {},
    token,
  );
  const template = templates.formTemplates.find((t) => t.name === 'Site Issue Report')!;
  const form = await graphql<{ createFormSubmission: { reference: string } }>(
    request,
    `
      mutation F($input: CreateFormSubmissionInput!) {
        createFormSubmission(input: $input) {
          reference
        }
      }
    `,
    {
      input: {
        project_id: projectId,
        template_id: template.id,
        submit: true,
        answers: {
          location: 'Plot 4 stair core',
          issue_type: 'Health and safety',
          description: `Edge protection missing ${suffix}`,
          severity: 'high',
        },
      },
    },
    token,
  );
  return {
    operative,
    operativeId,
    plant,
    orderReference: order.reference,
    formReference: form.createFormSubmission.reference,
  };
}

export interface ServerDiary {
  version: number;
  photos: { upload_id: string; filename: string }[];
  status: string;
  lost_hours: number;
  pdf_upload_id: string | null;
  weather: {
    morning: { conditions: string | null; temperature_c: number | null; stopped_work: boolean } | null;
  };
  delays: { reason: string; lost_hours: number }[];
}

export async function apiDiary(request: APIRequestContext, token: string, projectId: string, date: string) {
  const data = await graphql<{ siteDiary: ServerDiary }>(
    request,
    `
      query D($p: ID!, $d: String!) {
        siteDiary(projectId: $p, date: $d) {
          version
          status
          lost_hours
          pdf_upload_id
          photos {
            upload_id
            filename
          }
          weather {
            morning {
              conditions
              temperature_c
              stopped_work
            }
          }
          delays {
            reason
            lost_hours
          }
        }
      }
    `,
    { p: projectId, d: date },
    token,
  );
  return data.siteDiary;
}

/** The "Site diary" section of the project page. */
export const diarySection = (page: Page) => page.getByRole('region', { name: 'Site diary' });

/** A small one-colour PNG (`width` × `height`) standing in for a phone photo of the site. */
export function sitePhotoPng(
  width = 320,
  height = 240,
  rgb: [number, number, number] = [70, 110, 160],
): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A Site Induction Record (the library's `induction` form) sent today for `operativeId`, with its two drawn
 * signatures uploaded first as the app does (the operative's typed name, and the inductor's).
 */
export async function apiInduction(
  request: APIRequestContext,
  token: string,
  projectId: string,
  operativeId: string,
  employer: string,
): Promise<string> {
  const signature = async (signatoryName?: string) => {
    const res = await request.post('/files/form-photos', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        project_id: projectId,
        kind: 'signature',
        ...(signatoryName ? { signatory_name: signatoryName } : {}),
        file: { name: 'signature.png', mimeType: 'image/png', buffer: sitePhotoPng(40, 20, [20, 20, 20]) },
      },
    });
    if (!res.ok()) throw new Error(`signature upload: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { upload_id: string }).upload_id;
  };
  const templates = await graphql<{ formTemplates: { id: string; name: string }[] }>(
    request,
    'query T { formTemplates { id name } }',
    {},
    token,
  );
  const template = templates.formTemplates.find((t) => t.name === 'Site Induction Record')!;
  const form = await graphql<{ createFormSubmission: { reference: string } }>(
    request,
    `
      mutation F($input: CreateFormSubmissionInput!) {
        createFormSubmission(input: $input) {
          reference
        }
      }
    `,
    {
      input: {
        project_id: projectId,
        template_id: template.id,
        submit: true,
        answers: {
          operative: operativeId,
          inducted_on: londonToday(),
          employer,
          cscs_card_type: 'Blue (skilled worker)',
          emergency_contact: 'Jo Newstart 07700 900123',
          topics_covered: ['Site rules and working hours', 'Emergency procedures and assembly point'],
          ppe_checked: true,
          operative_signature: { upload_id: await signature('Dara Newstart') },
          inductor_signature: { upload_id: await signature() },
        },
      },
    },
    token,
  );
  return form.createFormSubmission.reference;
}

/** The Monday of the week today (London) is in. */
export const londonMonday = () => {
  const today = londonToday();
  const day = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, -((day + 6) % 7));
};
