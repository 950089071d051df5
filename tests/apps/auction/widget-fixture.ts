/**
 * The widget's data for the examples of content/examples, with fixed names
 * (the names the site gives, from the registry and content/sources.yaml, are
 * tested in tests/site/examples.test.ts).
 */
import { fileURLToPath } from 'node:url';
import { loadExamples } from '../../../src/model/examples';
import { widgetData, type WidgetData } from '../../../src/apps/auction/view';
import type { WidgetNames } from '../../../src/site/examples';

export const { examples } = loadExamples(fileURLToPath(new URL('../../../content/examples', import.meta.url)));

export const NAMES: WidgetNames = {
  editions: [
    { id: '2007', short: '2007' },
    { id: '2008-03', short: 'March 2008' },
    { id: '2017', short: '2017' },
  ],
  sourceShort: 'the guide',
};

/** The widget's data for the example with this id. */
export function exampleData(id: string): WidgetData {
  const example = examples.find((e) => e.id === id);
  if (example === undefined) throw new Error(`no example ${id}`);
  return widgetData(example, NAMES);
}
