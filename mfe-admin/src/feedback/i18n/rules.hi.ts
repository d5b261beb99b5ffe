import type { AdminRulesStrings } from './rules.en';

export const adminRulesHi: AdminRulesStrings = {
  // Contracts' messages by id (MESSAGES): `rules.<id>`, e.g. rules.movie.titleRequired.
  rules: {
    movie: {
      titleRequired: 'शीर्षक आवश्यक है',
      typeInvalid: 'प्रकार फ़िल्म या प्रीमियर होना चाहिए',
      ratingRange: 'रेटिंग 0 से 10 के बीच की संख्या होनी चाहिए',
      ratingStep: 'रेटिंग 0.1 के चरणों में होनी चाहिए',
      releaseYearRange: 'रिलीज़ वर्ष 1900 से {{max}} तक की पूर्ण संख्या होना चाहिए',
      seasonsMin: 'सीज़न कम से कम 1 की पूर्ण संख्या होनी चाहिए',
      episodesMin: 'एपिसोड कम से कम 1 की पूर्ण संख्या होनी चाहिए',
      durationMin: 'अवधि कम से कम 1 मिनट की पूर्ण संख्या होनी चाहिए',
      castEmptyName: 'कलाकारों के नाम खाली नहीं हो सकते',
      castDuplicate: 'कलाकारों के नाम अलग-अलग होने चाहिए',
      thumbnailNotImage: 'थंबनेल एक इमेज फ़ाइल होनी चाहिए',
      trailerNotVideo: 'ट्रेलर एक वीडियो फ़ाइल होनी चाहिए',
      certificationInvalid: 'प्रमाणन U, U/A 7+, U/A 13+, U/A 16+ या A में से एक होना चाहिए',
      titleHiScript: 'हिंदी शीर्षक देवनागरी में लिखा होना चाहिए',
      titleMlScript: 'मलयालम शीर्षक मलयालम लिपि में लिखा होना चाहिए',
    },
    category: {
      nameRequired: 'श्रेणी का नाम आवश्यक है',
    },
    film: {
      notVideo:
        'फ़िल्म एक वीडियो फ़ाइल होनी चाहिए (MP4, MOV, Matroska, WebM, MPEG-TS या AVI); यह फ़ाइल वैसी नहीं है',
      tooLarge: 'फ़िल्म बहुत बड़ी है: अधिकतम {{max}} GB',
    },
  },
};
