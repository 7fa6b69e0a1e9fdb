// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../server/content/sanitize';
import { sanitizeArticleNow } from '../src/widgets/News/sanitize';

// The server (when an article is saved) and the News widget (before rendering) apply one set of rules
// (src/core/article.ts): the same hostile HTML comes out the same from both, apart from the server's lazy images.

const SAMPLES = [
  '<p onclick="alert(1)">a <a href="javascript:alert(1)">x</a> <a href="https://ok.example/p">ok</a></p>',
  '<img src="x" onerror="alert(1)"><img src="/a.png" alt="chart">',
  '<style>body{}</style><form action="/x"><input name="p"><select><option>1</option></select></form>',
  '<iframe src="https://evil.example"></iframe><frame src="x"><object data="x"></object><embed src="x">',
  '<div data-x="1" style="color:red">d</div><svg><script>alert(1)</script></svg><math><mi>x</mi></math>',
  '<a href="mailto:a@b.example">m</a> <a href="tel:+100">t</a> <a href="data:text/html,x">d</a> <a href="/rel">r</a>',
];

describe('article rules shared by the server and the widget', () => {
  for (const html of SAMPLES) {
    it(`agree on ${html.slice(0, 40)}…`, async () => {
      const server = (await sanitizeHtml(html)).replace(/ loading="lazy"/g, '');
      expect(sanitizeArticleNow(html)).toBe(server);
      expect(server).not.toMatch(/javascript:|onerror|onclick|<style|<form|<iframe|<frame|<object|<embed|<option|data-x|style=|<script|<svg/);
    });
  }
});
