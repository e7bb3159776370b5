// Company user management operations (manager and up): the users list (users and open invitations), invites,
// invitation links and user changes.
import { graphql } from '../../generated';

export const CompanyMemberFieldsFragmentDoc = graphql(`
  fragment CompanyMemberFields on CompanyMember {
    kind
    id
    email
    first_name
    last_name
    phone
    role
    status
    last_login_at
    created_at
    expires_at
    can_manage
  }
`);

export const CompanyUserFieldsFragmentDoc = graphql(`
  fragment CompanyUserFields on CompanyUser {
    id
    email
    first_name
    last_name
    role
    status
    can_manage
  }
`);

export const CompanyUsersDocument = graphql(`
  query CompanyUsers($search: String, $role: Role, $status: UserStatusFilter, $page: Int, $size: Int) {
    companyUsers(search: $search, role: $role, status: $status, page: $page, size: $size) {
      total
      total_capped
      page
      size
      items {
        ...CompanyMemberFields
      }
    }
  }
`);

export const InviteUserDocument = graphql(`
  mutation InviteUser($input: InviteUserInput!) {
    inviteUser(input: $input) {
      invitation {
        id
        email
        first_name
        last_name
        role
        status
      }
      set_password_link
    }
  }
`);

export const ResendInvitationDocument = graphql(`
  mutation ResendInvitation($id: ID!) {
    resendInvitation(id: $id) {
      invitation {
        id
        expires_at
      }
      set_password_link
    }
  }
`);

export const CancelInvitationDocument = graphql(`
  mutation CancelInvitation($id: ID!) {
    cancelInvitation(id: $id) {
      id
      status
    }
  }
`);

export const ChangeUserRoleDocument = graphql(`
  mutation ChangeUserRole($id: ID!, $role: Role!) {
    changeUserRole(id: $id, role: $role) {
      ...CompanyUserFields
    }
  }
`);

export const DeactivateUserDocument = graphql(`
  mutation DeactivateUser($id: ID!) {
    deactivateUser(id: $id) {
      ...CompanyUserFields
    }
  }
`);

export const ReactivateUserDocument = graphql(`
  mutation ReactivateUser($id: ID!) {
    reactivateUser(id: $id) {
      ...CompanyUserFields
    }
  }
`);

export const ResetUserPasswordDocument = graphql(`
  mutation ResetUserPassword($id: ID!) {
    resetUserPassword(id: $id) {
      user {
        ...CompanyUserFields
      }
      set_password_link
    }
  }
`);
