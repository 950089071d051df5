import type { APIRoute, GetStaticPaths } from 'astro';
import { getCorpus } from '../../../../model/corpus';
import { lawTextJson } from '../../../../model/law-text-json';

export const getStaticPaths = (() =>
  getCorpus().laws.flatMap((law) =>
    law.texts.map((text) => ({ params: { law: String(law.number), edition: text.edition }, props: { text } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { text } = props as { text: Parameters<typeof lawTextJson>[0] };
  return new Response(`${JSON.stringify(lawTextJson(text), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
