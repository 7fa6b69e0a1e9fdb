import { describe, expect, it } from 'vitest';
import { isSafeLink } from './links';

describe('isSafeLink', () => {
  it('takes https URLs, same-site paths and nothing', () => {
    for (const ok of ['', 'https://support.example.com/chat?u=1', '/support/chat', '/unavailable.html']) expect(isSafeLink(ok), ok).toBe(true);
  });
  it('refuses script, data, plain http, protocol-relative and disguised URLs', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>', 'http://example.com', '//evil.example', '/\\evil.example', 'https://', 'vbscript:x', 'java\nscript:alert(1)', 'https://a.example/\u0000']) {
      expect(isSafeLink(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
