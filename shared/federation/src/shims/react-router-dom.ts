// What `react-router-dom` resolves to in every build. In v7 it is react-router plus two DOM-only
// exports (RouterProvider with flushSync, HydratedRouter for framework SSR) whose module imports
// react-router's internals by relative path: shared, that would ship a second copy of the router
// with every remote that imports 'react-router-dom'. Our apps use declarative routing.
export * from 'react-router';
