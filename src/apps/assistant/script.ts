/** The ruling assistant. */
import { setupAssistant } from './client';
setupAssistant();
