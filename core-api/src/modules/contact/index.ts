// Public surface of the contact module: the module, and the superadmin's read of the inbox.
export { contactModule } from './contact.module.js';
export { listContactMessages } from './contact.service.js';
export { contactMessageSchema } from './contact.presenter.js';
