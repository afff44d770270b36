import './styles/base.css';
import './styles/layout.css';
import './styles/notifications.css';
import './styles/cards.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/AppRoot';
import { readPageConfig } from './app/page-config';
import { warmIntlData } from './i18n/warm-intl';
import { startErrorReporting } from './reporting/start-error-reporting';
import { startTagManager } from './tracking/start-tag-manager';

const pageConfig = readPageConfig();
startErrorReporting(pageConfig);
startTagManager(pageConfig);

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs a #root element');

createRoot(container).render(
  <StrictMode>
    <AppRoot />
  </StrictMode>,
);
// A task of its own while the first calls are on their way (see warmIntlData).
setTimeout(warmIntlData, 0);
