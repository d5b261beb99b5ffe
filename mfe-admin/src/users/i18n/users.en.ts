// The User Management tab: admin namespace strings loaded with it (src/i18n/parts.ts).
export const adminUsersEn = {
  users: {
    search: 'Search by e-mail',
    empty: 'No users found.',
    email: 'E-mail',
    name: 'Name',
    joined: 'Joined',
    role: 'Role',
    roleOf: 'Role of {{email}}',
    confirmRoleTitle: 'Change this role?',
    confirmRoleBody: 'Change the role of {{email}}: {{from}} → {{to}}.',
    confirmRole: 'Change role',
    you: 'you',
  },
  // Its toasts (spec §8).
  toasts: {
    fetchUsersFailed: 'Failed to fetch users',
    roleUpdated: 'User role updated successfully',
    roleFailed: 'Failed to update user role',
  },
};

export type AdminUsersStrings = typeof adminUsersEn;
