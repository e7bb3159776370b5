// The library of UK site forms end to end on a phone (issue 41, decision 0088). At 390px the demo worker fills
// and sends each library form but the plant pre-use check (its plant item is another part's): a site induction
// (operative picked from the labour record, card prefilled, "checked against the labour record" on the form), a
// toolbox talk signed by three attendees, a RAMS briefing, a permit to work, a scaffold inspection ("next
// inspection due"), an excavation inspection and an accident report (the RIDDOR prompt live as it is filled).
// A supervisor reviews each (the toolbox talk on screen, returned once, fixed and approved; the others approved
// or returned through the API) and every form's PDF downloads. Screens at 390 and 1280px go to
// SCREENS_DIR/forms-library.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LibraryFormPage, apiFormPdf, apiReview, type Answer } from './pages/forms-library.page';
import { apiCreateOperative, apiCreateSubcontractor } from './pages/labour.page';
import { signInAs } from './pages/login.page';
import { apiProjectWithWorker, apiSignIn, uniqueSuffix } from './pages/projects.page';
import { londonToday } from './pages/site-diary.page';

/** A London day as the form's date input takes it (dd/mm/yyyy), `days` after today. */
const ukDay = (days = 0) => {
  const d = new Date(`${londonToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10).split('-').reverse().join('/');
};

test.describe.configure({ timeout: 180_000 });

const screens = process.env.SCREENS_DIR;
async function shot(page: Page, name: string) {
  if (!screens) return;
  mkdirSync(join(screens, 'forms-library'), { recursive: true });
  await page.screenshot({ path: join(screens, 'forms-library', name), fullPage: true });
}

test('each library form at 390px: filled, signed, sent, reviewed, its PDF downloaded', async ({
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const {
    project,
    label,
    creator: manager,
  } = await apiProjectWithWorker(request, 'manager', {
    name: `Maes y Coed ${suffix}`,
  });
  const supervisor = await apiSignIn(request, 'supervisor');
  const supplier = await apiCreateSubcontractor(
    request,
    manager.token,
    `Acme Groundworks ${suffix}`,
    'gross',
  );
  const operative = `Rhys Lewis ${suffix}`;
  await apiCreateOperative(request, manager.token, operative, supplier, 180_00, '2030-06-30');

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const w = await phone.newPage();
  const form = new LibraryFormPage(w);
  await signInAs(w, 'worker');
  const sent: Record<string, string> = {};

  // Site induction: the operative from the labour record, their card prefilled and checked.
  await form.start('Site Induction Record', label);
  await form.fill([
    ['Operative', { operative: operative }],
    ['Date of induction', { date: '27/11/2026' }],
    ['Employer or subcontractor', { text: `Acme Groundworks ${suffix}` }],
  ]);
  await expect(w.getByText(/^On the labour record: blue card, valid until 30\/06\/2030/)).toBeVisible();
  await expect(form.field('CSCS card shown')).toHaveValue('Blue (skilled worker)');
  await expect(form.field('Card expiry date')).toHaveValue('30/06/2030');
  await form.fill([
    ['Card number', { text: '20481234' }],
    ['Emergency contact', { text: 'Sian Lewis 07700 900321' }],
    [
      'Topics covered',
      { several: ['Site rules and working hours', 'Emergency procedures and assembly point'] },
    ],
    ['PPE checked', { tick: true }],
    ['RAMS for their work', { tick: true }],
    ['Operative’s signature', { sign: true }],
    ['Inducted by (signature)', { sign: true }],
  ]);
  await shot(w, 'induction-filler-390.png');
  sent.induction = await form.send('Site Induction Record');
  await expect(
    w.getByText('CSCS card checked against the labour record: valid until 30/06/2030'),
  ).toBeVisible();
  await expect(w.getByText(new RegExp(`^${operative}`))).toBeVisible();
  await shot(w, 'induction-submission-390.png');

  // Toolbox talk: three attendees sign on the phone, each typing their name.
  await form.start('Toolbox Talk', label);
  await form.fill([
    ['Topic', { text: 'Working near live services' }],
    ['Date', { date: '27/11/2026' }],
    ['Presented by', { text: 'Callum Davies' }],
    ['Key points covered', { text: 'CAT and Genny before digging; hand dig within 500 mm of a service.' }],
  ]);
  await w.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(w.getByText('Attendees is required')).toBeVisible();
  await form.fill([['Attendees', { signers: ['Ann Jones', 'Bryn Evans', 'Cerys Owen'] }]]);
  await shot(w, 'toolbox-filler-390.png');
  sent.toolbox = await form.send('Toolbox Talk');
  for (const [i, n] of ['Ann Jones', 'Bryn Evans', 'Cerys Owen'].entries()) {
    await expect(w.getByText(new RegExp(`^${i + 1}\\. Signed by ${n} \\(name as typed`))).toBeVisible();
  }
  await shot(w, 'toolbox-submission-390.png');

  const others: [string, string, [string, Answer][]][] = [
    [
      'rams',
      'RAMS Briefing Sign-on',
      [
        ['RAMS title and reference', { text: 'RAMS-021 Precast stairs' }],
        ['Work activity covered', { text: 'Lifting and fixing stair flights' }],
        ['Date of briefing', { date: '27/11/2026' }],
        ['Briefed by', { text: 'Callum Davies' }],
        ['Key hazards and control measures', { text: 'Suspended loads: exclusion zone and banksman.' }],
        ['Operatives briefed', { signers: ['Dai Price'] }],
      ],
    ],
    [
      'permit',
      'Permit to Work',
      [
        ['Permit type', { choose: 'Hot works' }],
        ['Location of the work', { text: 'Level 3 plant room' }],
        ['Work to be done', { text: 'Brazing copper pipework' }],
        ['Permit holder', { text: 'Jack Jones' }],
        // A permit that has expired cannot be issued (decision 0089): it runs from today to tomorrow noon.
        ['Valid from (date)', { date: ukDay() }],
        ['Valid from (time)', { time: '00:00' }],
        ['Expires (date)', { date: ukDay(1) }],
        ['Expires (time)', { time: '12:00' }],
        ['Hazards identified', { text: 'Fire; fumes' }],
        ['Precautions in place', { several: ['Area barriered and signed', 'Fire extinguisher at the work'] }],
        ['Permit holder’s signature', { sign: true }],
      ],
    ],
    [
      'scaffold',
      'Scaffold Inspection',
      [
        ['Scaffold location or reference', { text: 'Block B east elevation' }],
        ['Date of inspection', { date: '27/11/2026' }],
        ['Reason for inspection', { choose: '7-day inspection' }],
        ...(
          [
            'Foundations',
            'Standards',
            'Bracing and ties',
            'Boards and working platforms',
            'Guard-rails',
            'Ladders and access',
            'Loading within limits',
          ] as const
        ).map((l) => [l, { choose: 'Satisfactory' }] as [string, Answer]),
        ['Result', { choose: 'Safe to use' }],
        ['Inspected by (competent person)', { text: 'Ian Price (CISRS)' }],
        ['Inspector’s signature', { sign: true }],
      ],
    ],
    [
      'excavation',
      'Excavation Inspection',
      [
        ['Excavation location or reference', { text: 'Drainage trench MH3 to MH4' }],
        ['Date of inspection', { date: '27/11/2026' }],
        ['Time of inspection', { time: '07:30' }],
        ['Reason for inspection', { choose: 'Start of shift' }],
        ['Support', { choose: 'Trench box' }],
        ...(
          [
            'Sides and support stable',
            'Edge protection and barriers',
            'Safe access and egress',
            'Spoil, materials and plant',
            'Water and ground conditions',
            'Buried services and nearby structures',
          ] as const
        ).map((l) => [l, { choose: 'Satisfactory' }] as [string, Answer]),
        ['Result', { choose: 'Not safe: no entry' }],
        ['Inspected by (competent person)', { text: 'Kim King' }],
        ['Inspector’s signature', { sign: true }],
      ],
    ],
  ];
  for (const [key, template, answers] of others) {
    await form.start(template, label);
    await form.fill(answers);
    sent[key] = await form.send(template);
  }
  await expect(w.getByText(/^Action needed: Not safe: no entry/)).toBeVisible();
  await w.goto(`/app/forms?submission_id=${sent.scaffold}`);
  await expect(w.getByText('Next inspection due 04/12/2026')).toBeVisible();
  await shot(w, 'scaffold-submission-390.png');

  // Accident report: the RIDDOR prompt appears as the answers make it reportable.
  await form.start('Accident / Near-miss Report', label);
  await form.fill([
    ['What happened', { choose: 'Accident (injury)' }],
    ['Date', { date: '27/11/2026' }],
    ['Time', { time: '10:15' }],
    ['Location on site', { text: 'Plot 7 scaffold lift 2' }],
    ['What happened, in order', { text: 'Slipped on the ladder and fell about 2 m.' }],
    ['Injury', { choose: 'Minor injury (first aid only)' }],
    ['Immediate action taken', { text: 'First aider attended; ladder taken out of use.' }],
  ]);
  const riddor = w.getByRole('status').filter({ hasText: 'RIDDOR' });
  await expect(riddor).toHaveCount(0);
  await form.answer('Injury', { choose: 'Fracture (other than to fingers, thumbs or toes)' });
  await expect(riddor).toContainText(
    'This may be reportable to HSE under RIDDOR: a specified injury to a worker: Fracture (other than to fingers, thumbs or toes) (reg. 4(1)), report by 07/12/2026 at hse.gov.uk/riddor',
  );
  await shot(w, 'accident-filler-390.png');
  sent.accident = await form.send('Accident / Near-miss Report');
  await expect(w.getByText(/^Action needed: This may be reportable to HSE under RIDDOR/)).toBeVisible();

  // The supervisor reviews the toolbox talk on screen: returned, then approved once fixed.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const s = await desk.newPage();
  await signInAs(s, 'supervisor', `/app/forms?submission_id=${sent.toolbox}`);
  await s.getByLabel('Comment for the submitter').fill('Add how long it took');
  await shot(s, 'toolbox-review-1280.png');
  await s.getByRole('button', { name: 'Return with comment' }).click();
  await expect(s.getByText('Returned', { exact: true }).first()).toBeVisible();
  await w.goto(`/app/forms?submission_id=${sent.toolbox}`);
  await w.getByRole('button', { name: 'Fix and resubmit' }).click();
  await form.answer('Duration (minutes)', { text: '15' });
  await w.getByRole('button', { name: 'Resubmit' }).click();
  await expect(w.getByText('Resubmitted', { exact: true }).first()).toBeVisible();
  await expect(w.getByText(/^3\. Signed by Cerys Owen/)).toBeVisible();
  await s.reload();
  await s.getByRole('button', { name: 'Approve' }).click();
  await expect(s.getByText('Approved', { exact: true }).first()).toBeVisible();
  await s.goto(`/app/forms?submission_id=${sent.accident}`);
  await shot(s, 'accident-submission-1280.png');

  // The rest through the API: approved, the unsafe excavation returned; every PDF downloads.
  for (const [key, id] of Object.entries(sent)) {
    if (key === 'toolbox') continue;
    await apiReview(
      request,
      supervisor.token,
      id,
      key === 'excavation' ? 'returned' : 'approved',
      'Re-inspect',
    );
  }
  for (const id of Object.values(sent)) {
    const pdf = await apiFormPdf(request, supervisor.token, id);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }

  // A manager copies the toolbox talk to make it their own: straight into the builder with the copy.
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const m = await office.newPage();
  await signInAs(m, 'manager', '/app/forms?templates=true');
  await m.getByRole('button', { name: 'Copy Toolbox Talk' }).click();
  await m.getByLabel('Name of the copy of Toolbox Talk').fill(`Toolbox Talk ${suffix}`);
  await shot(m, 'template-copy-1280.png');
  await m.getByRole('button', { name: 'Make the copy' }).click();
  await expect(m.getByText(/^Saving makes version \d+/)).toBeVisible();
  await expect(m.getByRole('group', { name: 'Question 1' }).getByLabel('Question')).toHaveValue('Topic');
  await phone.close();
  await desk.close();
  await office.close();
  void project;
});
