import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for a state, not for a time: their 1 s default failed on a loaded machine
// (a dialog rendered later than that), so they get the same room as the browser suites' polls
configure({ asyncUtilTimeout: 10_000 });

// Testing Library unmounts after each test only when vitest's globals are on; they are not here
afterEach(() => cleanup());
