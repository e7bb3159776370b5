// Public surface of the events module.
export { eventsModule, visibilityCheck } from './events.module.js';
