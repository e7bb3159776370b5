// Public surface of the contact module: the module, and the superadmin's read of the inbox.
export { contactModule } from './contact.module.js';
export { listContactMessages, contactMessageSchema } from './contact.service.js';
