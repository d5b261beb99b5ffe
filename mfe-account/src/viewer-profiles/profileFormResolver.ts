import { type ViewerProfileFormValues, validateViewerProfileForm } from '@premieres/contracts';
import { rulesResolver } from '@premieres/ui/forms';

/** The shared resolver over contracts' validateViewerProfileForm; messages are message ids (rules.<id>). */
export const profileFormResolver = rulesResolver<ViewerProfileFormValues>((values) =>
  validateViewerProfileForm(values),
);
