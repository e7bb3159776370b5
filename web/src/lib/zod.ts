// The one import of zod for the web app, configured once. zod 4 compiles object parsers with `new Function`
// after probing whether eval is allowed; the BFF's Content Security Policy forbids eval, so the probe is
// refused and reported as a CSP violation on every page with a form. Without the JIT zod parses the same,
// a little slower, and never asks (docs/decisions/0017-bff-hardening.md). Lint refuses `from 'zod'` elsewhere.
// eslint-disable-next-line no-restricted-imports -- the one place zod is imported and configured
import { z } from 'zod';

z.config({ jitless: true });

export { z };
