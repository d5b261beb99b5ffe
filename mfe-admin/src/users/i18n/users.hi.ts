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
};
