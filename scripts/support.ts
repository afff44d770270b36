/**
 * Support's command line for session-restore links (README, "Operations"):
 *
 *   npm run support -- restore-link K7QM-4PXT   # the reference the visitor reads out
 *   npm run support -- revoke <session_code>
 *
 * It calls the running shop at SHOP_URL (default http://localhost:3000) with SUPPORT_API_TOKEN as
 * bearer token (required by a production server).
 */
const [command, argument] = process.argv.slice(2);
const shop = process.env.SHOP_URL ?? 'http://localhost:3000';
const token = process.env.SUPPORT_API_TOKEN;

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(path, shop), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // The shop answers in the caller's language; this command speaks English.
      'accept-language': 'en-GB',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const message = typeof answer.message === 'string' ? answer.message : response.statusText;
    // A shop that does not serve the support calls to this caller (no or another token) answers as
    // for any unknown address.
    const hint =
      answer.error === 'not_found'
        ? ' (is SHOP_URL the shop, and SUPPORT_API_TOKEN the one it was started with?)'
        : '';
    throw new Error(`${response.status}: ${message}${hint}`);
  }
  return answer;
}

async function main(): Promise<void> {
  if (command === 'restore-link' && argument) {
    const answer = await post('/api/v2/support/restore-links', { reference: argument });
    const data = answer.data as { url: string; expires_at: string };
    console.log(data.url);
    console.log(`valid until ${data.expires_at}`);
    return;
  }
  if (command === 'revoke' && argument) {
    await post('/api/v2/support/restore-links/revoke', { session_code: argument });
    console.log('revoked');
    return;
  }
  console.error('usage: npm run support -- restore-link <REFERENCE> | revoke <session_code>');
  process.exitCode = 2;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
