import { readPageConfig } from '@web/app/page-config';
import { useState } from 'react';

/** The page configuration's flash message, with its type (checkout spec section 5). */
export function FlashMessage() {
  const [flash] = useState(() => readPageConfig()?.flash ?? null);
  if (!flash) return null;
  return (
    <div
      className={`flash-message notice notice-${flash.type}`}
      role={flash.type === 'error' ? 'alert' : 'status'}
    >
      {flash.content}
    </div>
  );
}
