// Security-suite description of the events module: the stream, asked to end at once (timeout=0).
import { defineSecurity } from '../../security/harness.js';

export const security = defineSecurity({
  cases: { 'GET /events/stream': { query: 'timeout=0' } },
});
