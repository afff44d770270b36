import { escapeHtml } from '../http/html';

/** The authority's sign-in page (plain HTML, no scripts): German when the shop asked for it. */

const TEXTS = {
  en: {
    title: 'Sign in to your customer account',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    refused: 'Email or password is not correct.',
    hint: 'Development authority of the shop: seeded customers only.',
  },
  de: {
    title: 'Im Kundenkonto anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    refused: 'E-Mail oder Passwort ist nicht korrekt.',
    hint: 'Entwicklungs-Anmeldedienst des Shops: nur hinterlegte Kunden.',
  },
} as const;

export type LoginPageLanguage = keyof typeof TEXTS;

export const languageOf = (uiLocales: unknown): LoginPageLanguage =>
  typeof uiLocales === 'string' && uiLocales.toLowerCase().startsWith('de') ? 'de' : 'en';

export function loginPage(options: {
  action: string;
  language: LoginPageLanguage;
  email: string;
  refused: boolean;
}): string {
  const text = TEXTS[options.language];
  const error = options.refused ? `<p role="alert" id="login-error">${text.refused}</p>` : '';
  return `<!doctype html>
<html lang="${options.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 22rem; margin: 2rem auto; padding: 0 1rem">
<h1 style="font-size: 1.3rem">${text.title}</h1>
${error}
<form method="post" action="${escapeHtml(options.action)}">
<p><label for="email">${text.email}</label><br>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email)}"${options.refused ? ' aria-describedby="login-error" aria-invalid="true"' : ''}></p>
<p><label for="password">${text.password}</label><br>
<input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">${text.submit}</button></p>
</form>
<p style="color: #555; font-size: 0.85rem">${text.hint}</p>
</body></html>`;
}
