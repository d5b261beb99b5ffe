// The alias the TanStack Query shim imports (see shared-dependencies.ts shimInternalAliases).
declare module 'tanstack-react-query-internal' {
  export * from '@tanstack/react-query';
}
