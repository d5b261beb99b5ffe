// The alias the react-router shim imports (see shared-dependencies.ts reactRouterInternalAlias).
declare module 'react-router-internal' {
  export * from 'react-router';
}
