// The alias the @emotion/react shim imports (see shared-dependencies.ts shimInternalAliases).
declare module 'emotion-react-internal' {
  export * from '@emotion/react';
}
