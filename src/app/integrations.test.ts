import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIntegrations } from './integrations';

const started = vi.hoisted(() => vi.fn());
vi.mock('./errorReporting', () => ({ startErrorReporting: started }));

function serverSays(config: Record<string, string> | null) {
  document.getElementById('runtime-config')?.remove();
  if (!config) return;
  const marker = document.createElement('script');
  marker.type = 'application/json';
  marker.id = 'runtime-config';
  marker.textContent = JSON.stringify(config);
  document.head.append(marker);
}

const chatScripts = () => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

afterEach(() => {
  serverSays(null);
  document.querySelectorAll('script[src]').forEach((s) => s.remove());
  started.mockClear();
});

describe('startIntegrations (spec 001 §1)', () => {
  it('starts nothing without configuration', async () => {
    startIntegrations();
    await new Promise((r) => setTimeout(r));
    expect(started).not.toHaveBeenCalled();
    expect(chatScripts()).toEqual([]);
  });

  it('starts error reporting with the DSN, in the environment "local" unless given', async () => {
    serverSays({ sentryDsn: 'https://k@errors.example.com/1' });
    startIntegrations();
    await vi.waitFor(() => expect(started).toHaveBeenCalledWith('https://k@errors.example.com/1', 'local'));
    expect(chatScripts()).toEqual([]);
  });

  it('adds the chat embed for the property', () => {
    serverSays({ chatScript: 'https://embed.tawk.to/p1/default' });
    startIntegrations();
    expect(chatScripts()).toEqual(['https://embed.tawk.to/p1/default']);
    expect(started).not.toHaveBeenCalled();
  });

  it('treats a broken marker as no configuration', () => {
    serverSays(null);
    const marker = Object.assign(document.createElement('script'), { type: 'application/json', id: 'runtime-config', textContent: '{not json' });
    document.head.append(marker);
    startIntegrations();
    expect(chatScripts()).toEqual([]);
  });
});
