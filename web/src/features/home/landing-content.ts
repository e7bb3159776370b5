// Landing-page copy (spec §1): feature tabs, testimonials and screenshots, kept apart from the layout.

export type IllustrationKind = 'projects' | 'plant' | 'materials' | 'forms' | 'labour' | 'dashboard';

export interface FeatureTab {
  id: string;
  label: string;
  title: string;
  description: string;
  features: readonly string[];
  image: { kind: IllustrationKind; alt: string };
}

export const FEATURE_TABS: readonly FeatureTab[] = [
  {
    id: 'projects',
    label: 'Projects',
    title: 'Every project organised from day one',
    description:
      'Create a project and SiteBase sets up its cloud-drive folders, assigns the team and tracks its status from enquiry to handover.',
    features: [
      'Automatic cloud-drive folder structure',
      'Team assignment and project notes',
      'Enquiries, estimates and status tracking',
      'Archive and restore finished projects',
    ],
    image: { kind: 'projects', alt: 'Illustration of the projects list with status badges' },
  },
  {
    id: 'plant',
    label: 'Plant Hire',
    title: 'Know where every machine is',
    description:
      'Keep owned and hired plant in one inventory, approve requests from site and off-hire on time to stop paying for idle kit.',
    features: [
      'Owned and hired inventory',
      'Requests and approvals from site workers',
      'Allocations to projects and off-hire',
      'Supplier rates in one place',
    ],
    image: { kind: 'plant', alt: 'Illustration of the plant inventory with allocations' },
  },
  {
    id: 'materials',
    label: 'Materials',
    title: 'Material ordering without the phone calls',
    description:
      'Turn site requests into supplier enquiries and purchase orders, then follow deliveries and costs against each project.',
    features: [
      'Material requests from site',
      'Supplier enquiries and purchase orders',
      'Delivery tracking',
      'Cost tracking per project',
    ],
    image: { kind: 'materials', alt: 'Illustration of a purchase order and its delivery status' },
  },
  {
    id: 'forms',
    label: 'Digital Forms',
    title: 'Site paperwork, done on the phone',
    description:
      'Site issue and delay notice templates with photos, turned into PDFs and filed in the project drive automatically.',
    features: [
      'Site issue and delay notice templates',
      'Photos attached on site',
      'PDF generation and drive storage',
      'Submission review in the office',
    ],
    image: { kind: 'forms', alt: 'Illustration of a site form on a phone with photos' },
  },
  {
    id: 'labour',
    label: 'Labour',
    title: 'Labour, timesheets and applications',
    description:
      'Record labour and timesheets, check invoices and prepare applications for payment with budgets and estimates in view.',
    features: [
      'Labour and timesheets',
      'Labour invoices',
      'Applications for payment',
      'Real-time dashboards and reports',
    ],
    image: { kind: 'labour', alt: 'Illustration of a weekly timesheet and a cost chart' },
  },
];

export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  role: string;
}

/** Illustrative quotes from the beta programme's use cases, not attributed to real customers. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'groundworks',
    quote:
      'Plant requests used to live in text messages. Now the site asks, the office approves, and we off-hire on time.',
    name: 'Contracts manager',
    role: 'Groundworks contractor, beta user',
  },
  {
    id: 'fitout',
    quote:
      'Delay notices go out from site with photos the same day, and the PDF is already in the project folder.',
    name: 'Site supervisor',
    role: 'Fit-out contractor, beta user',
  },
  {
    id: 'main-contractor',
    quote:
      'Material orders, deliveries and costs finally sit against the right project without a spreadsheet.',
    name: 'Commercial manager',
    role: 'Main contractor, beta user',
  },
];

export const TESTIMONIAL_ROTATE_MS = 6000;

export const SCREENSHOTS: readonly { kind: IllustrationKind; title: string; alt: string }[] = [
  { kind: 'dashboard', title: 'Dashboard', alt: 'Illustration of the dashboard with project figures' },
  { kind: 'plant', title: 'Plant', alt: 'Illustration of the plant inventory with allocations' },
  { kind: 'forms', title: 'Site forms', alt: 'Illustration of a site form on a phone with photos' },
];
