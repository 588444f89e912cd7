import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for what a person would see; Testing Library gives up after 1 s, which a
// busy machine (two test files at once beside other work) overran. The limit only stops a hang.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
