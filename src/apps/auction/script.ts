/** Pages with auction widgets: loads a widget's code when the reader starts it (widget-loader.ts). */
import { loadWidgetsOnUse } from './widget-loader';
loadWidgetsOnUse();
