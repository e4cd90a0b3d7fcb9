import { config } from 'zod/v4/core';

// zod tries `new Function('')` when the first object schema is built, to see whether it may
// compile parsers. The site's content security policy has no 'unsafe-eval', so the browser reports
// that try as a policy violation on every page (though zod catches it). jitless skips the try, and
// the parsers run without generated code. Imported first by main.tsx: before any schema is built.
config({ jitless: true });
