import type { Notice } from '@contract/common';

/**
 * Notices of the session area (checkout spec section 8), as message keys of the web catalogues.
 * A notice that is followed by a redirect keeps `preserveRouteChange` so the redirect does not
 * clear it.
 */
const notice = (
  type: Notice['type'],
  title: string,
  message: string,
  preserveRouteChange: boolean,
): Notice => ({ type, title, message, values: {}, preserveRouteChange });

export const SESSION_NOTICES = {
  /** /session-restore without a usable session_code, or with one the server does not know (any more). */
  invalidRestoreLink: notice(
    'error',
    'session_restore.invalid_link_title',
    'session_restore.invalid_link_message',
    true,
  ),
  /** Generic error ('Something went wrong' / 'An error has occurred ...') before a redirect. */
  somethingWentWrong: notice('error', 'error.something_went_wrong', 'error.generic', true),
  /** Draft link or cancel for a draft that does not exist. */
  draftDoesNotExist: notice(
    'warning',
    'order_drafts.draft_does_not_exist_title',
    'order_drafts.draft_does_not_exist',
    true,
  ),
  /** Cancelling the draft failed; the visitor stays where they are. */
  unableToCancelDraft: notice('error', 'error.something_went_wrong', 'order_drafts.unable_to_cancel', false),
  /** 'Unable to authenticate', with the offer to start a new order and log in later. */
  loginFailed: notice('error', 'oauth.login_failed_title', 'oauth.login_failed_message', true),
} as const satisfies Record<string, Notice>;

/** A notice raised before a redirect must survive it. */
export const keptAcrossRedirect = (shown: Notice): Notice => ({ ...shown, preserveRouteChange: true });

/** A notice shown where the visitor stays clears with their next navigation. */
export const shownInPlace = (shown: Notice): Notice => ({ ...shown, preserveRouteChange: false });
