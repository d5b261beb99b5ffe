// The alias the react-i18next shim imports (see shared-dependencies.ts shimInternalAliases).
declare module 'react-i18next-internal' {
  export * from 'react-i18next';
}
