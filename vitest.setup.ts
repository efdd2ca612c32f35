import { afterEach } from 'vitest';

// A test file of many synchronous tests never gives the test worker's event loop a turn between
// them (the runner awaits each test, which only drains microtasks): the worker's calls to the
// main process (its task updates) then wait for their answers behind the tests, and time out
// after 60 s ("Timeout calling onTaskUpdate"). Yielding a macrotask after each test lets the
// answers in, however long the file.
afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
