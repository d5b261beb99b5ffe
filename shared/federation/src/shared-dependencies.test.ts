import { existsSync } from 'node:fs';
import {
  packageNameOf,
  SHARED_PACKAGES,
  SHIMS,
  sharedDependencies,
  shimInternalAliases,
} from './shared-dependencies';

const workspace = `${__dirname}/../../../shell`;

describe('the shared singleton list', () => {
  const shared = sharedDependencies(workspace);

  it('lists every subpath that is a separate module (one React, one router)', () => {
    for (const request of [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'react-router',
      'react-router-dom',
    ]) {
      expect(SHARED_PACKAGES).toContain(request);
    }
  });

  it('shares the stateful @premieres packages and leaves Chakra and contracts out', () => {
    for (const request of [
      '@premieres/auth-store',
      '@premieres/api-client',
      '@premieres/i18n',
      '@premieres/ui',
      'zustand',
    ]) {
      expect(SHARED_PACKAGES).toContain(request);
    }
    expect(SHARED_PACKAGES).not.toContain('@chakra-ui/react');
    expect(SHARED_PACKAGES).not.toContain('@premieres/contracts');
  });

  it('declares each as a non-eager singleton with the installed version', () => {
    expect(shared.react).toMatchObject({
      singleton: true,
      eager: false,
      strictVersion: false,
      version: '19.3.1',
    });
    expect(shared.react.requiredVersion).toBe('^19.3.1');
    expect(shared['react/jsx-runtime'].version).toBe('19.3.1');
    expect(shared['@premieres/auth-store'].requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
  });

  it('makes first-party singletons and the router shim strict, requiring their own package version', () => {
    for (const request of SHARED_PACKAGES) {
      const firstParty = request.startsWith('@premieres/') || request.startsWith('react-router');
      expect([request, shared[request].strictVersion]).toEqual([request, firstParty]);
    }
    const apiClient = require('../../api-client/package.json') as { version: string };
    expect(shared['@premieres/api-client']).toMatchObject({
      version: apiClient.version,
      requiredVersion: `^${apiClient.version}`,
    });
  });

  it('provides react-router and react-router-dom through the curated shims', () => {
    expect(shared['react-router'].import).toBe(SHIMS['react-router']);
    expect(shared['react-router-dom'].import).toBe(SHIMS['react-router-dom']);
    expect(shared['react-router-dom'].version).toBe(shared['react-router'].version);
  });

  it('provides TanStack Query and react-i18next through curated shims, not strict', () => {
    expect(shared['@tanstack/react-query']).toMatchObject({
      import: SHIMS['@tanstack/react-query'],
      strictVersion: false,
    });
    expect(shared['react-i18next']).toMatchObject({ import: SHIMS['react-i18next'], strictVersion: false });
  });

  it('provides @emotion/react through a curated shim, not strict', () => {
    expect(shared['@emotion/react']).toMatchObject({ import: SHIMS['@emotion/react'], strictVersion: false });
  });

  it("provides lucide-react's icon factory, at lucide's version, through a CommonJS shim, not strict", () => {
    const version = (require('lucide-react/package.json') as { version: string }).version;
    expect(shared['lucide-react/icon-factory']).toMatchObject({
      import: SHIMS['lucide-react/icon-factory'],
      version,
      requiredVersion: `^${version}`,
      strictVersion: false,
    });
    // The shim's real module: the file every icon imports.
    const real = shimInternalAliases(__dirname, 'production')['lucide-icon-factory-internal$'] ?? '';
    expect(existsSync(real)).toBe(true);
    expect(real).toMatch(/lucide-react\/dist\/esm\/createLucideIcon\.mjs$/);
  });

  it('maps a subpath request to its package', () => {
    expect(packageNameOf('react/jsx-runtime')).toBe('react');
    expect(packageNameOf('@premieres/ui')).toBe('@premieres/ui');
    expect(packageNameOf('@emotion/react')).toBe('@emotion/react');
  });
});
