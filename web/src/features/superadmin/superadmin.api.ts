// Superadmin GraphQL operations. Every operation name starts with "Superadmin": the Apollo links send the
// superadmin token with them and leave their errors to these pages (lib/apollo.ts).
import { graphql } from '../../generated';

export const SuperadminMeDocument = graphql(`
  query SuperadminMe {
    superadminMe {
      id
      username
    }
  }
`);

export const SuperadminCompaniesDocument = graphql(`
  query SuperadminCompanies($search: String, $status: CompanyStatus, $page: Int, $size: Int) {
    superadminCompanies(search: $search, status: $status, page: $page, size: $size) {
      total
      page
      size
      items {
        id
        name
        status
        created_at
        user_count
        active_user_count
        project_count
      }
    }
  }
`);

export const SuperadminStatsDocument = graphql(`
  query SuperadminStats {
    superadminStats {
      companies {
        total
        active
        suspended
        cancelled
        new_last_30_days
      }
      users {
        total
        active
        signed_in_last_30_days
      }
      projects {
        total
        new_last_30_days
      }
      contact_messages_last_30_days
    }
  }
`);

export const SuperadminSetupCompanyDocument = graphql(`
  mutation SuperadminSetupCompany($input: SetupCompanyInput!) {
    superadminSetupCompany(input: $input) {
      company {
        id
        name
        status
      }
      admin {
        id
        email
        first_name
        last_name
      }
      set_password_link
    }
  }
`);

export const SuperadminUpdateCompanyStatusDocument = graphql(`
  mutation SuperadminUpdateCompanyStatus($id: ID!, $status: CompanyStatus!, $reason: String) {
    superadminUpdateCompanyStatus(id: $id, status: $status, reason: $reason) {
      id
      status
    }
  }
`);

export const SuperadminContactMessagesDocument = graphql(`
  query SuperadminContactMessages($page: Int, $size: Int) {
    superadminContactMessages(page: $page, size: $size) {
      total
      page
      size
      items {
        id
        name
        email
        phone
        company
        reason
        message
        created_at
      }
    }
  }
`);

export const SuperadminAuditLogDocument = graphql(`
  query SuperadminAuditLog($page: Int, $size: Int) {
    superadminAuditLog(page: $page, size: $size) {
      total
      page
      size
      items {
        id
        username
        action
        target_type
        target_id
        details
        ip
        created_at
      }
    }
  }
`);
