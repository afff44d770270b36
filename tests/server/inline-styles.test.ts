import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { canInline, inlineLinkedStyles } from '@server/http/inline-styles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let staticDir: string;
/** A sheet beside the build's folder, which no address of the page may reach. */
let besideDir: string;
beforeAll(() => {
  besideDir = mkdtempSync(join(tmpdir(), 'shop-beside-'));
  writeFileSync(join(besideDir, 'secret.css'), 'body{color:red}');
  staticDir = mkdtempSync(join(tmpdir(), 'shop-styles-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'index-1.css'), 'body{margin:0}');
  writeFileSync(join(staticDir, 'assets', 'relative-2.css'), '.logo{background:url(logo.png)}');
});
afterAll(() => {
  rmSync(staticDir, { recursive: true, force: true });
  rmSync(besideDir, { recursive: true, force: true });
});

describe('style sheets in the page', () => {
  it.each([
    ['a plain sheet', 'body{margin:0}', true],
    [
      'absolute and data addresses',
      '.a{background:url("/assets/a.svg")}.b{background:url(data:image/png;base64,AA)}',
      true,
    ],
    ['an address relative to the sheet', ".a{background:url('img/a.png')}", false],
    ['an address up from the sheet', '.a{background:url(../a.png)}', false],
    ['text that would end the style element', '.a::after{content:"</style><script>"}', false],
  ])('%s: inlined %s', (_case, css, expected) => {
    expect(canInline(css)).toBe(expected);
  });

  it('replaces links to the build’s sheets and keeps the others', () => {
    const outside = `/assets/../../${basename(besideDir)}/secret.css`;
    const page =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<link rel="stylesheet" href="/assets/relative-2.css">' +
      '<link rel="stylesheet" href="/assets/missing-3.css">' +
      `<link rel="stylesheet" href="${outside}">` +
      '<link rel="icon" href="data:,"></head>';
    expect(inlineLinkedStyles(page, staticDir)).toBe(
      '<head><style>body{margin:0}</style>' +
        '<link rel="stylesheet" href="/assets/relative-2.css">' +
        '<link rel="stylesheet" href="/assets/missing-3.css">' +
        `<link rel="stylesheet" href="${outside}">` +
        '<link rel="icon" href="data:,"></head>',
    );
  });
});
