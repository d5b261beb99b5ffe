import type { AdminUsersStrings } from './users.en';

export const adminUsersHi: AdminUsersStrings = {
  users: {
    search: 'ई-मेल से खोजें',
    empty: 'कोई उपयोगकर्ता नहीं मिला।',
    email: 'ई-मेल',
    name: 'नाम',
    joined: 'जुड़ने की तिथि',
    role: 'भूमिका',
    roleOf: '{{email}} की भूमिका',
    confirmRoleTitle: 'यह भूमिका बदलें?',
    confirmRoleBody: '{{email}} की भूमिका बदलें: {{from}} → {{to}}।',
    confirmRole: 'भूमिका बदलें',
    you: 'आप',
  },
  // Its toasts (spec §8).
  toasts: {
    fetchUsersFailed: 'उपयोगकर्ता लाने में विफल',
    roleUpdated: 'उपयोगकर्ता की भूमिका सफलतापूर्वक अपडेट हुई',
    roleFailed: 'उपयोगकर्ता की भूमिका अपडेट करने में विफल',
  },
};
