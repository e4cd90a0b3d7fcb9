import { useEffect, useState } from 'react';
import type { SpaConfig } from '@app/shared/spa-config';
import { loadConfig } from '../lib/config';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** Reads /config.json before anything renders: the same build runs locally and in AWS. */
export function App() {
  const [config, setConfig] = useState<SpaConfig>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    loadConfig().then(setConfig, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);

  if (error) {
    return (
      <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>Podium could not start</h1>
        <p role="alert">{error}</p>
        <button type="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </main>
    );
  }
  if (!config) return null;
  return (
    <AppProvider config={config}>
      <AppRouter />
    </AppProvider>
  );
}
