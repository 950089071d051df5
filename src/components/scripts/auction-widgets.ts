/** Pages with auction widgets: loads a widget's code when the reader starts it (widget-loader.ts). */
import { loadWidgetsOnUse } from '../auction/widget-loader';
loadWidgetsOnUse();
