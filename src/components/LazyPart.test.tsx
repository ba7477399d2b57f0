import { lazy, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyPart } from './LazyPart';

describe('a lazy part', () => {
  it('shows its fallback while its code loads, then the part', async () => {
    let arrive: (m: { default: ComponentType }) => void = () => undefined;
    const Panel = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    render(
      <LazyPart fallback={<p>waiting</p>}>
        <Panel />
      </LazyPart>,
    );
    expect(await screen.findByText('waiting')).toBeInTheDocument();
    arrive({ default: () => <p>the panel</p> });
    expect(await screen.findByText('the panel')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('shows nothing when its code cannot be fetched, and what is around it stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Panel = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <main>
        <h1>The product</h1>
        <LazyPart fallback={<p>waiting</p>}>
          <Panel />
        </LazyPart>
      </main>,
    );
    await vi.waitFor(() => expect(screen.queryByText('waiting')).toBeNull());
    expect(screen.getByRole('heading', { name: 'The product' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(/^The product$/);
    expect(error).toHaveBeenCalledWith('[part] failed', expect.any(TypeError));
    error.mockRestore();
  });
});
