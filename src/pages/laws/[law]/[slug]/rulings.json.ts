/** /laws/27/<clause>/rulings.json: the few most relevant rulings on a clause, fetched when its page's Rulings section is opened. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { toHtml } from '../../../../apps/auction/markup';
import { rulingsMarkup } from '../../../../components/precedents/rulings-markup';
import { jsonResponse } from '../../../../site/data-json';
import { site } from '../../../../site/handoff';
import { clauseRulings, clauseRulingsPaths, type ClauseRulingsFile } from '../../../../site/routes/clause-rulings';

export const getStaticPaths = (() => clauseRulingsPaths(site())) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { first, ...rest } = clauseRulings(site(), (props as { clause: string }).clause);
  const file: ClauseRulingsFile = { ...rest, shown: first.map((s) => s.id), html: toHtml(rulingsMarkup(first)) };
  return jsonResponse(file, { compact: true });
};
