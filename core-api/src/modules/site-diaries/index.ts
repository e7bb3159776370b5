// Public surface of the site diaries module: the module itself.
export { siteDiariesModule } from './site-diaries.module.js';
