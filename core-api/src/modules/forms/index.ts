// Public surface of the forms module: the module, and the built-in templates' check other modules may run.
export { formsModule } from './forms.module.js';
export { ensureBuiltins } from './forms.service.js';
