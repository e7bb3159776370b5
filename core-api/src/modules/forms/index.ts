// Public surface of the forms module: the module, the built-in templates' check other modules may run, and the
// photo preparation for PDFs.
export { formsModule } from './forms.module.js';
export { ensureBuiltins } from './forms.service.js';
/** A stored photo made fit for a PDF (JPEG, bounded size): other modules' documents print photos with it. */
export { jpegForPdf } from './forms.photos.js';
/** The library's field keys its behaviour reads (the site diary reads an induction's operative). */
export { LIBRARY_KEYS } from './forms.library.js';
