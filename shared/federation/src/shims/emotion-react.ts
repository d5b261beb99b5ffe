// The part of @emotion/react that the builds use, shared as '@emotion/react' (Chakra's styled
// factory and provider, and @premieres/ui's style cache). A shared module ships whole; this list
// leaves out withTheme (with hoist-non-react-statics and react-is), ThemeProvider, the css prop's
// jsx, ClassNames, css and keyframes. Importing anything else fails the build
// (SharedExportsGuardPlugin), so a remote never receives `undefined` at run time: add the name here.
export { CacheProvider, Global, ThemeContext, withEmotionCache } from 'emotion-react-internal';
