import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// A `findBy…` waits for behaviour, not for speed: the first render of a lazy page transforms its
// modules on demand, which on a loaded 2-core CI machine can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });
