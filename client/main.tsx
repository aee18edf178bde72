import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadIntroForNewVisitor } from './app/welcome/WelcomeProvider';
import { setupI18n } from './app/i18n';
import { createQueryClient } from './lib/api';
import { requestHome, seedHomeQueries } from './lib/homeData';
import './styles.css';

// Home's data is asked for before anything renders, in one request. Only the child's own screens ask:
// a public share page must not make a session.
const queryClient = createQueryClient();
if (window.location.pathname === '/') {
  seedHomeQueries(queryClient, requestHome());
  preloadIntroForNewVisitor();
}

// English is in the entry: this waits for nothing then. Another language waits for its strings.
await setupI18n();

const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root element');
// A transition lets React build Home in small slices, so a slow tablet stays responsive while it does.
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
