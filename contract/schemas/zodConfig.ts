/**
 * zod as every schema of the console takes it, imported first by each schema module: zod compiles object
 * schemas with `new Function` when it may; the console's Content-Security-Policy forbids eval, and trying it
 * is a violation, so it parses without. Here once, for whichever schema a page loads first (a side effect of
 * one schema module left a page whose schemas did not import that module trying eval).
 */
import { z } from 'zod';

z.config({ jitless: true });
