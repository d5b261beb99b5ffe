import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// jsdom lacks TextEncoder, which react-router 7 needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The whole suite runs 18 projects on two loaded cores, where a Chakra render after a click can
// outlast findBy/waitFor's 1 s default (CI failed once on a sign-out that then went home at ~1.1 s).
// A passing wait returns as soon as it passes; this only moves the point where a wait gives up.
configure({ asyncUtilTimeout: 5_000 });
