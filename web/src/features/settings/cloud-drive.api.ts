// The company's cloud drive operations (company admins): the connection, its consent, the root picker, the test.
import { graphql } from '../../generated';

export const CloudDriveConnectionFieldsFragmentDoc = graphql(`
  fragment CloudDriveConnectionFields on CloudDriveConnection {
    provider
    provider_name
    status
    status_reason
    access
    account_email
    account_name
    connected_by {
      id
      name
    }
    connected_at
    root {
      id
      name
      kind
      web_url
    }
    last_tested_at
    last_test_error
  }
`);

export const CloudDriveDocument = graphql(`
  query CloudDrive {
    cloudDrive {
      providers {
        id
        name
      }
      token_key_configured
      connection {
        ...CloudDriveConnectionFields
      }
    }
  }
`);

export const ConnectCloudDriveDocument = graphql(`
  mutation ConnectCloudDrive($input: ConnectCloudDriveInput!) {
    connectCloudDrive(input: $input) {
      authorization_url
    }
  }
`);

export const CompleteCloudDriveConnectionDocument = graphql(`
  mutation CompleteCloudDriveConnection($input: CompleteCloudDriveConnectionInput!) {
    completeCloudDriveConnection(input: $input) {
      ...CloudDriveConnectionFields
    }
  }
`);

export const CloudDriveRootsDocument = graphql(`
  query CloudDriveRoots($site_url: String) {
    cloudDriveRoots(site_url: $site_url) {
      roots {
        id
        name
        kind
        web_url
        site
      }
      not_listed
    }
  }
`);

export const CloudDriveFoldersDocument = graphql(`
  query CloudDriveFolders($parent_id: String!) {
    cloudDriveFolders(parent_id: $parent_id) {
      parent_id
      folders {
        id
        name
        web_url
      }
    }
  }
`);

export const ChooseCloudDriveRootDocument = graphql(`
  mutation ChooseCloudDriveRoot($root_id: String!) {
    chooseCloudDriveRoot(root_id: $root_id) {
      ...CloudDriveConnectionFields
    }
  }
`);

export const TestCloudDriveDocument = graphql(`
  mutation TestCloudDrive {
    testCloudDrive {
      ok
      error
      connection {
        ...CloudDriveConnectionFields
      }
    }
  }
`);

export const DisconnectCloudDriveDocument = graphql(`
  mutation DisconnectCloudDrive {
    disconnectCloudDrive
  }
`);
