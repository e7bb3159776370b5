// Auth GraphQL operations. Types come from codegen (`npm run codegen` → src/generated/) over schema.graphql.
import { graphql } from '../../generated';
import type {
  LoginInput,
  UpdateProfileInput,
  ChangePasswordInput,
  UserFieldsFragment,
} from '../../generated/graphql';

export type { LoginInput, UpdateProfileInput, ChangePasswordInput };
export type AuthUser = UserFieldsFragment;
export type Role = AuthUser['role'];

export const UserFieldsFragmentDoc = graphql(`
  fragment UserFields on User {
    id
    email
    first_name
    last_name
    phone
    role
    company_id
    company_name
  }
`);

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      access_token
      token_type
      expires_in
      user {
        ...UserFields
      }
    }
  }
`);

export const MeDocument = graphql(`
  query Me {
    me {
      ...UserFields
    }
  }
`);

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...UserFields
    }
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      detail
      access_token
      expires_in
      user {
        ...UserFields
      }
    }
  }
`);

export const RefreshDocument = graphql(`
  mutation Refresh {
    refresh {
      access_token
      token_type
      expires_in
      user {
        ...UserFields
      }
    }
  }
`);

export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      detail
    }
  }
`);

export const InvitationWelcomeDocument = graphql(`
  query InvitationWelcome($token: String!) {
    invitationWelcome(token: $token) {
      company_name
      first_name
      last_name
      email
      role
      invited_by
      expires_at
    }
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      access_token
      token_type
      expires_in
      user {
        ...UserFields
      }
    }
  }
`);
