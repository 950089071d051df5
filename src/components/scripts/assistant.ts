/** The ruling assistant. */
import { setupAssistant } from '../assistant/client';
setupAssistant();
