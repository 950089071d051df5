/** Practice: the dealer and a case's page, one script for both (src/apps/practice/client.ts). */
import { setupPractice } from './client';
setupPractice();
