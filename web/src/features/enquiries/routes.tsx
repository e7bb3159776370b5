// Enquiries and estimates (spec §2): supervisors and up. The list, one enquiry, and the estimate editor;
// /app/estimates goes to the enquiries (the query string is kept).
import { WARM_CONTEXT, defineFeature, lazyPage } from '../../lib/route-manifest';

const EnquiriesPage = lazyPage(() => import('./EnquiriesPage').then((m) => m.EnquiriesPage));
const EnquiryPage = lazyPage(() => import('./EnquiryPage').then((m) => m.EnquiryPage));
const EstimatePage = lazyPage(() => import('./EstimatePage').then((m) => m.EstimatePage));

export const enquiriesFeature = defineFeature({
  name: 'enquiries',
  routes: [
    {
      path: '/app/enquiries',
      access: 'supervisor',
      page: EnquiriesPage,
      // The list's query, with the variables the page reads from the same URL (enquiry-list-query.ts).
      warm: (client, { search }) =>
        Promise.all([import('./enquiries.api'), import('./enquiry-list-query')]).then(
          ([{ EnquiriesDocument }, { enquiryListQuery }]) =>
            client.query({
              query: EnquiriesDocument,
              variables: enquiryListQuery(search),
              context: WARM_CONTEXT,
            }),
        ),
      nav: [{ slot: 'header', label: 'Enquiries', order: 20 }],
    },
    { path: '/app/enquiries/:id', access: 'supervisor', page: EnquiryPage },
    // The estimates list lives with the enquiries; the old path keeps working.
    { path: '/app/estimates', access: 'worker', redirect: '/app/enquiries' },
    { path: '/app/estimates/:id', access: 'supervisor', page: EstimatePage },
  ],
});
