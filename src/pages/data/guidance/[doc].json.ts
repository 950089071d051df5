import type { APIRoute, GetStaticPaths } from 'astro';
import type { GuidanceDocument } from '../../../model/guidance';
import { guidanceJson, jsonResponse } from '../../../site/data-json';
import { site } from '../../../site/handoff';

export const getStaticPaths = (() =>
  site().corpus.guidance.map((doc) => ({ params: { doc: doc.id }, props: { doc } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  jsonResponse(guidanceJson(site(), (props as { doc: GuidanceDocument }).doc));
