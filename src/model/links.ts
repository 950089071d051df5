/**
 * Which link addresses a source may use, one rule for the readers of the
 * sources (src/model/parse-guidance.ts) and the renderer
 * (src/render/passages.ts). A module of its own, free of the Markdown reader,
 * so that the pages' code does not carry the reader.
 */

/** The address schemes a link in a source may use; a relative address or "#…" needs none. */
export const LINK_SCHEMES = ['https', 'mailto'] as const;

/**
 * Why an address that names its scheme (`scheme`, in lower case) is not one
 * a reader can trust, or null. A web address has a host, no user part, and
 * shows the host it leads to: what stands between "//" and the path is the
 * host a browser goes to ("https://a-known-site.org@elsewhere.example/"
 * shows one site and leads to elsewhere.example; so does a host written in
 * letters that a browser turns into others). A mailto: address names one
 * mailbox at a domain.
 */
export function addressProblem(address: string, scheme: string): { message: string; fix: string } | null {
  if (scheme === 'mailto')
    return /^mailto:[^@\s/]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}(?:\?.*)?$/i.test(address)
      ? null
      : { message: `"${address}" is not a mail address`, fix: 'write it as "mailto:name@example.org"' };
  const written = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#\\]*)/.exec(address)?.[1];
  let url: URL | undefined;
  try {
    url = new URL(address);
  } catch {
    url = undefined;
  }
  if (written === undefined || !url || url.hostname === '')
    return {
      message: `"${address}" is not a web address with a host`,
      fix: `write the whole address: "${scheme}://" and the site's host, e.g. "https://www.worldbridge.org/…"`,
    };
  if (url.username !== '' || url.password !== '')
    return {
      message: `"${address}" shows "${written.slice(0, written.lastIndexOf('@'))}" before "@", but leads to ${url.host}`,
      fix: `remove the part before "@": an address shows the site it leads to, "${scheme}://${url.host}/…"`,
    };
  if (written.toLowerCase() !== url.host)
    return {
      message: `"${address}" shows the host "${written}", but a browser goes to "${url.host}"`,
      fix: `write the host as a browser reads it, "${url.host}", so that the address shows where it leads`,
    };
  return null;
}

/**
 * Why a link's address is not allowed, or null. Read as a browser reads it
 * (spaces and control characters around it ignored, tabs and line breaks
 * inside it removed), so "java\tscript:" is the javascript: scheme it is.
 * Allowed: relative addresses, "#…", and https: and mailto: addresses that
 * show where they lead (addressProblem). An address
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
    if ((LINK_SCHEMES as readonly string[]).includes(scheme.toLowerCase()))
      return addressProblem(read, scheme.toLowerCase());
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

/**
 * Why a link whose words are themselves an address or a host
 * ("www.worldbridge.org", "https://a.org/x") is not one that leads there, or
 * null: the words a reader sees must name the host the link goes to.
 */
export function shownAddressProblem(words: string, url: string): { message: string; fix: string } | null {
  const shown = words.trim();
  if (!/^(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}(?:[/:?#]\S*)?$/i.test(shown)) return null;
  let [shownHost, goesTo] = ['', ''];
  try {
    shownHost = new URL(/^https?:/i.test(shown) ? shown : `https://${shown}`).host;
    goesTo = new URL(url).host;
  } catch {
    return null;
  }
  if (goesTo === '' || shownHost === goesTo) return null;
  return {
    message: `a link shows the address "${shown}" but leads to ${goesTo}`,
    fix: `show the address the link leads to ("${goesTo}"), or words that are not an address`,
  };
}

/**
 * An http: address where the rule is https (issue 43 §4: a precedent's
 * source, an official text), unless the registry says why no https address
 * is known: the address refused with its https form to check, and where to
 * say why. `rule` ends the message ("an address of a source is https:"),
 * `whyIn` says where the reason goes.
 */
export function httpAddressProblem(address: string, rule: string, whyIn: string): { message: string; fix: string } {
  return {
    message: `"${address}" is an http: address: ${rule}`,
    fix: `write "${address.replace(/^http:/i, 'https:')}" if ${whyIn}`,
  };
}
