/**
 * zod as the site's modules use it. In the browser zod parses without compiling its object
 * parsers: to compile them it first probes `Function("")`, which the site's Content Security Policy
 * (no unsafe-eval) refuses, and the browser reports the refusal as a policy violation (Lighthouse's
 * best-practices "Issues" audit; seen on the widget manager, which checks a widget's settings
 * as it loads). The server, where no policy applies, keeps the compiled parsers.
 */
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
