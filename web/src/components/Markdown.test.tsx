import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { Markdown } from './Markdown';

const show = (md: string) =>
  render(
    <MemoryRouter>
      <Markdown>{md}</Markdown>
    </MemoryRouter>,
  );

describe('Markdown', () => {
  it('renders formatting, tables and in-app links', () => {
    show('**Regina** has [a profile](/site2/4706027).\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(screen.getByText('Regina').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'a profile' })).toHaveAttribute(
      'href',
      '/site2/4706027',
    );
    expect(screen.getByRole('table')).toHaveTextContent('12');
  });

  it('never renders raw HTML or script URLs', () => {
    const { container } = show(
      'Hi <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n<iframe src="/x"></iframe>\n\n[x](javascript:alert(1))',
    );
    expect(screen.getByText(/Hi/)).toBeInTheDocument();
    expect(container.querySelector('script, img, iframe')).toBeNull();
    // The javascript: URL is dropped: the text stays, nothing can be clicked into script.
    expect(screen.getByText('x')).toBeInTheDocument();
    expect(container.querySelector('[href*="javascript"]')).toBeNull();
  });

  it('opens another site’s address as another site, however it is written', () => {
    show('[one](//evil.test/x) and [two](/\\evil.test/y) and [home](/home)');
    for (const name of ['one', 'two']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'home' })).not.toHaveAttribute('target');
  });
});
