import { configure } from '@testing-library/react';

// Chakra component tests render slowly on a busy 2-core machine: wait longer before calling a screen wrong.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
