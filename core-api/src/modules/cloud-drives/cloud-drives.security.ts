// Security-suite description of the cloud-drives module: a case per route as routes are added.
import { defineSecurity } from '../../security/harness.js';

export const security = defineSecurity({ params: {}, cases: {} });
