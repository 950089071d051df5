import type { APIRoute, GetStaticPaths } from 'astro';
import type { LawText } from '../../../../model/law-text';
import { jsonResponse, lawTextJson } from '../../../../site/data-json';
import { site } from '../../../../site/handoff';

export const getStaticPaths = (() =>
  site().corpus.laws.flatMap((law) =>
    law.texts.map((text) => ({ params: { law: String(law.number), edition: text.edition }, props: { text } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { text } = props as { text: LawText };
  return jsonResponse(lawTextJson(text, site().edition(text.edition)));
};
