// The part of react-i18next that apps may use, shared as 'react-i18next'. A shared module ships
// whole (~10 KB gzip for this package, IcuTrans, withTranslation and the SSR helpers included);
// this list is ~4. Importing anything else fails the build (SharedExportsGuardPlugin), so a remote
// never receives `undefined` at run time: add the name here. `Trans` (and the HTML parser it
// brings, ~3.3 KB gzip on every page) is left out until some screen needs markup inside a string.
export { initReactI18next, useTranslation } from 'react-i18next-internal';
