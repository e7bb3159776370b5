// Security-suite description of the contact module: a well-formed public enquiry.
import { defineSecurity } from '../../security/harness.js';

export const security = defineSecurity({
  cases: {
    'POST /contact': {
      body: {
        name: 'Ann',
        email: 'ann@example.com',
        reason: 'sales',
        message: 'Please call me back about a demo.',
      },
    },
  },
});
