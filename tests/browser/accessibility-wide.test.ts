/**
 * axe on one page of each kind in a desktop window (1280 px); the phone
 * width is in accessibility.test.ts.
 */
import { describe } from 'vitest';
import { scanEachKind } from './axe-kinds';

describe('accessibility of each kind of page, on a desktop', () => {
  scanEachKind(1280);
});
