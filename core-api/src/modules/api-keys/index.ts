// Public surface of the api-keys module: the module (its model is read by lib/api-key-auth.ts through SQL).
export { apiKeysModule } from './api-keys.module.js';
export { ApiKey } from './api-key.model.js';
