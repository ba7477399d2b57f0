import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps ordinary content', () => {
    expect(sanitizeHtml('<h2>About</h2><p>We <a href="/sale">sell</a> food.</p>')).toBe('<h2>About</h2><p>We <a href="/sale">sell</a> food.</p>');
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const out = sanitizeHtml('<p onclick="steal()">Hi<script>alert(1)</script></p><a href=" javascript:alert(1)">x</a><img src=x onerror="boom()">');
    expect(out).not.toMatch(/script|onclick|onerror|javascript/i);
    expect(out).toContain('<p>Hi</p>');
    expect(out).toContain('<a>x</a>');
  });
});
