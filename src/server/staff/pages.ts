import type { Admin } from '@contract/admin';
import type { DraftRow } from '../drafts/service';
import { escapeHtml } from '../http/html';

/** The minimal staff pages (plain HTML, no scripts): sign-in, the drafts list, one draft. */

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem">
${body}
</body></html>`;
}

export function signInPage(options: {
  next: string;
  refused: boolean;
  email: string;
  tooMany?: boolean;
}): string {
  const error = options.tooMany
    ? '<p role="alert" id="sign-in-error">Too many sign-in attempts. Please wait a few minutes.</p>'
    : options.refused
      ? '<p role="alert" id="sign-in-error">E-mail or password is not correct.</p>'
      : '';
  return page(
    'Staff sign-in',
    `<h1>Staff sign-in</h1>${error}
<form method="post" action="/staff/sign-in">
<input type="hidden" name="next" value="${escapeHtml(options.next)}">
<p><label for="email">E-mail</label><br><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email)}"></p>
<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Sign in</button></p>
</form>`,
  );
}

const signOutForm = `<form method="post" action="/staff/sign-out"><button type="submit">Sign out</button></form>`;

export function draftsPage(options: { admin: Admin; drafts: readonly DraftRow[]; origin: string }): string {
  const rows = options.drafts
    .map((draft) => {
      const link = `${options.origin}/continue-preconfigured-order?session_code=${draft.sessionCode}`;
      const status = draft.cancelledAt ? 'cancelled' : 'open';
      return `<tr><td><a href="/nova/resources/session-order-drafts/${draft.id}">#${draft.id}</a></td><td>${status}</td><td>${draft.updatedAt.toISOString()}</td><td><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></td></tr>`;
    })
    .join('\n');
  return page(
    'Order drafts',
    `<p>Signed in as ${escapeHtml(options.admin.email)}</p>${signOutForm}
<h1>Order drafts</h1>
<form method="post" action="/staff/drafts"><button type="submit">New order draft</button></form>
<table><thead><tr><th scope="col">Draft</th><th scope="col">Status</th><th scope="col">Saved</th><th scope="col">Continue link for the customer</th></tr></thead>
<tbody>${rows}</tbody></table>`,
  );
}

export function draftPage(options: { admin: Admin; draft: DraftRow; origin: string }): string {
  const link = `${options.origin}/continue-preconfigured-order?session_code=${options.draft.sessionCode}`;
  const items = (options.draft.cart as { items?: unknown[] }).items?.length ?? 0;
  return page(
    `Order draft #${options.draft.id}`,
    `<p>Signed in as ${escapeHtml(options.admin.email)}</p>${signOutForm}
<h1>Order draft #${options.draft.id}</h1>
<p>${items} cart ${items === 1 ? 'row' : 'rows'}, ${options.draft.cancelledAt ? 'cancelled' : 'open'}.</p>
<p>Send the customer this link: <a id="continue-link" href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p><a href="/nova/resources/session-order-drafts">All drafts</a></p>`,
  );
}
