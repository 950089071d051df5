/** Practice: deal a case, rule, compare (src/components/practice/). */
import { setupPractice } from '../practice/client';
setupPractice();
