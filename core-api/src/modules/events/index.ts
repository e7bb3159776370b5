// Public surface of the events module.
export { eventsModule } from './events.module.js';
