import { registerNamespace } from '@premieres/i18n';
import { adminEn } from './admin.en';
import { ADMIN_NS } from './namespace';
import { type AdminPartsStrings, panelWithOpenedParts } from './parts';

export { ADMIN_NS } from './namespace';

// Bundled here: the panel's strings (every tab's label, the Episodes tab's too). Each tab's and
// dialog's own strings are parts (./parts.ts) loaded with its code; Hindi and Malayalam load only
// for their readers, the panel's with the parts opened so far.
export const adminPanelEn = { ...adminEn, tabs: { ...adminEn.tabs, episodes: 'Episodes' } };

/** The namespace's English, whole: its type is what `t()` keys are checked against (i18next.d.ts). */
export type AdminNamespace = typeof adminPanelEn & AdminPartsStrings;

registerNamespace(ADMIN_NS, {
  en: adminPanelEn,
  hi: () =>
    panelWithOpenedParts(
      'hi',
      () =>
        import(/* webpackChunkName: "i18n-admin-hi" */ './admin.hi').then(({ adminHi }) => ({
          ...adminHi,
          tabs: { ...adminHi.tabs, episodes: 'एपिसोड' },
        })),
      adminPanelEn,
    ) as Promise<typeof adminPanelEn>,
  ml: () =>
    panelWithOpenedParts(
      'ml',
      () =>
        import(/* webpackChunkName: "i18n-admin-ml" */ './admin.ml').then(({ adminMl }) => ({
          ...adminMl,
          tabs: { ...adminMl.tabs, episodes: 'എപ്പിസോഡുകൾ' },
        })),
      adminPanelEn,
    ) as Promise<typeof adminPanelEn>,
});
