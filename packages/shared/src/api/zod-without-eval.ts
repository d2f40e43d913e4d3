import { config } from 'zod';

// In the browser, zod parses without its fast path, which compiles code with `new Function`: the
// shop's CSP refuses eval (decision 018), and zod's probe for it, made as each schema is created,
// would have the browser report a refusal on every page. So this runs before any schema is made:
// it is this package's first import (and listed in package.json's sideEffects, so it stays).
// The server keeps the fast path.
if (typeof document !== 'undefined') config({ jitless: true });
