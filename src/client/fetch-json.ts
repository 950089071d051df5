/**
 * A JSON file of the site, fetched by a page's script: any failure (no
 * network, an error status) is an Error that names the file, for the alert
 * that says what could not be loaded.
 */
export async function fetchJson(address: string): Promise<unknown> {
  const response = await fetch(address).catch((failure: unknown) => {
    throw new Error(`${address} could not be fetched: ${failure instanceof Error ? failure.message : String(failure)}`);
  });
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  return response.json();
}
