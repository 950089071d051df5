/** The adjusted-score calculator: the tool is the page, so its code loads with it. */
import { startCalculator } from './client';

const root = document.querySelector<HTMLElement>('[data-calc]');
const template = document.querySelector<HTMLTemplateElement>('template[data-row-template]');
if (root && template) startCalculator(root, template);
