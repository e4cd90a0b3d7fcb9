import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

// zod tries `new Function('')` when the first object schema is built, to see whether it may
// compile parsers. The site's content security policy has no 'unsafe-eval', so the browser reports
// that try as a policy violation on every page (though zod catches it). jitless skips the try, and
// the parsers run without generated code. Imported first by main.tsx: before any schema is built.
//
// The contracts are written with zod/mini, which brings no messages of its own: the forms show
// zod's English ones for the rules whose wording the contracts leave to zod ("Too big: expected
// string to have <=120 characters"), as they did when the classic zod build set them.
config({ jitless: true, ...en() });
