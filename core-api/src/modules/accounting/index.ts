// Public surface of the accounting module (issue 38): the module; postings are queued by its own activity
// handler, so no other module calls it.
export { accountingModule } from './accounting.module.js';
