import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { loadStateSlices } from '../src/app/stateSlices';

// A `findBy…` waits for behaviour, not for speed: the first render of a lazy page transforms its
// modules on demand, which on a loaded 2-core CI machine can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// The saved slices' reducers are loaded with the saved state in the app (app/stateSlices.ts); a test's
// store has them from the start (app/stateSlices.test.ts checks the stand-ins).
loadStateSlices();
