import { describe, expect, it } from 'vitest';
import {
  inlineScriptHashes,
  inlineScripts,
  scriptHash,
} from '../../infra/site/inline-script-hashes';
import { contentSecurityPolicy } from '../../infra/site/security-headers';

describe('inline-script hashes for the CSP', () => {
  it('hashes the exact script text with SHA-256, base64, as browsers do', () => {
    expect(scriptHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });

  it('takes every executable inline script, and skips external scripts and data blocks', () => {
    const html = `<head><script>a()</script><script type="module" async="">import "/x.js";</script>
<script type="importmap">{"imports":{}}</script><script type="speculationrules">{"prefetch":[]}</script><script type="application/ld+json">{"@type":"Thing"}</script>
<script src="/assets/app.js"></script><SCRIPT TYPE="text/javascript">
b()
</SCRIPT><script data-src="/assets/entry.js">load()</script></head>`;
    expect(inlineScripts(html)).toEqual([
      'a()',
      'import "/x.js";',
      '{"imports":{}}',
      '{"prefetch":[]}',
      '\nb()\n',
      // A data-src attribute is data: the script is still inline.
      'load()',
    ]);
  });

  it('lists each distinct hash once, in order, and the policy allows exactly those', () => {
    const hashes = inlineScriptHashes(
      '<script>a()</script><script>b()</script><script>a()</script>',
    );
    expect(hashes).toEqual([scriptHash('a()'), scriptHash('b()')]);
    const policy = contentSecurityPolicy(hashes);
    expect(policy).toContain(
      `script-src 'self' 'inline-speculation-rules' '${hashes[0]}' '${hashes[1]}';`,
    );
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com');
    expect(policy).toContain("object-src 'none'");
  });
});
