// Public surface of the superadmin module.
export { superadminModule } from './superadmin.module.js';
