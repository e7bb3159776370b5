// Company user management operations (manager and up).
import { graphql } from '../../generated';

export const CompanyUserFieldsFragmentDoc = graphql(`
  fragment CompanyUserFields on CompanyUser {
    id
    email
    first_name
    last_name
    phone
    role
    is_active
    last_login_at
    created_at
    can_manage
  }
`);

export const CompanyUsersDocument = graphql(`
  query CompanyUsers($search: String, $role: Role, $status: String, $page: Int, $size: Int) {
    companyUsers(search: $search, role: $role, status: $status, page: $page, size: $size) {
      total
      page
      size
      items {
        ...CompanyUserFields
      }
    }
  }
`);

export const CreateCompanyUserDocument = graphql(`
  mutation CreateCompanyUser($input: CreateCompanyUserInput!) {
    createCompanyUser(input: $input) {
      user {
        ...CompanyUserFields
      }
      set_password_link
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
