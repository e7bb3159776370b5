// Public surface of the health module.
export { healthModule } from './health.module.js';
