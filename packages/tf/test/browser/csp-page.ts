// The CSP page's script: runs the cases as page script at load (code started from DevTools, as
// page.evaluate is, is not held to the page's policy) and leaves the report in `cspReport`.
import { runPage } from './csp-entry';

const page = globalThis as { cspReport?: unknown };
runPage().then(
  (report) => (page.cspReport = report),
  (e: unknown) => (page.cspReport = { fatal: String((e as Error)?.stack ?? e) }),
);
