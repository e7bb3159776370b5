// Public surface of the uploads module.
export { uploadsModule } from './uploads.module.js';
