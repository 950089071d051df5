/** The ruling assistant. */
import { setupAssistant } from '../auction/assistant-client';
setupAssistant();
