/**
 * Which link addresses a source may use, one rule for the readers of the
 * sources (src/model/parse-guidance.ts) and the renderer
 * (src/render/passages.ts). A module of its own, free of the Markdown reader,
 * so that the pages' code does not carry the reader.
 */

/** The address schemes a link in a source may use; a relative address or "#…" needs none. */
export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/**
 * Why a link's address is not allowed, or null. Read as a browser reads it
 * (spaces and control characters around it ignored, tabs and line breaks
 * inside it removed), so "java\tscript:" is the javascript: scheme it is.
 * Allowed: relative addresses, "#…", http:, https: and mailto:. An address
 * starting with "//" (or "\\") leaves the site with no scheme written: it
 * must say https: so that a reader of the source sees where it goes.
 */
export function linkProblem(url: string): { message: string; fix: string } | null {
  // eslint-disable-next-line no-control-regex
  const read = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(read)?.[1];
  // Control characters shown as escapes, so that the message shows what is hidden.
  // eslint-disable-next-line no-control-regex -- the control characters are what this line shows
  const shown = url.replace(/[\u0000-\u001f\u007f]/g, (c) =>
    c === '\t' ? '\\t' : c === '\n' ? '\\n' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const fix =
    'link to a page of this site with a relative address ("/laws/27/", "#part-2"), or elsewhere with "https:" or "mailto:"';
  if (scheme !== undefined) {
    if ((LINK_SCHEMES as readonly string[]).includes(scheme.toLowerCase())) return null;
    return {
      message: `a link to "${shown}": the "${scheme}:" scheme is not allowed (it could run script or leave the site)`,
      fix,
    };
  }
  if (/^[\\/]{2}/.test(read)) {
    return {
      message: `a link to "${shown}" leaves the site without naming a scheme`,
      fix: `write the full address with its scheme: "https:${read.replace(/\\/g, '/')}"`,
    };
  }
  return null;
}
