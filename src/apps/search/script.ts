/** Every page's search box: loads the search code on first use (search-loader.ts). */
import { loadSearchOnUse } from './search-loader';
for (const root of document.querySelectorAll<HTMLElement>('[data-site-search]')) loadSearchOnUse(root);
