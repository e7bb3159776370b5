// Security-suite description of the meta module (health, readiness, OpenAPI): public, no records.
import { defineSecurity } from '../../security/harness.js';

export const security = defineSecurity({
  cases: { 'GET /openapi.json': {}, 'GET /health': {}, 'GET /ready': {} },
});
