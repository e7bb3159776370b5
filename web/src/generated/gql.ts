/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment UserFields on User {\n    id\n    email\n    first_name\n    last_name\n    phone\n    role\n    company_id\n    company_name\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      detail\n      access_token\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation Refresh {\n    refresh {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.RefreshDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      detail\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      id\n      detail\n    }\n  }\n": typeof types.SubmitContactDocument,
    "\n  fragment DashboardFigureFields on DashboardFigure {\n    key\n    label\n    kind\n    section\n    order\n    count\n    amount_pence\n    items {\n      ref\n      label\n      detail\n      date\n      link\n      tone\n      value\n      amount_pence\n      budget_pence\n      committed_pence\n    }\n  }\n": typeof types.DashboardFigureFieldsFragmentDoc,
    "\n  query Dashboard {\n    dashboard {\n      board\n      generated_at\n      today\n      figures {\n        ...DashboardFigureFields\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query WorkerDashboard {\n    workerDashboard {\n      board\n      generated_at\n      today\n      figures {\n        ...DashboardFigureFields\n      }\n    }\n  }\n": typeof types.WorkerDashboardDocument,
    "\n  subscription DashboardUpdated($board: DashboardBoard!) {\n    dashboardUpdated(board: $board) {\n      board\n      generated_at\n      today\n      figures {\n        ...DashboardFigureFields\n      }\n    }\n  }\n": typeof types.DashboardUpdatedDocument,
    "\n  fragment MaterialRequestRow on MaterialRequestSummary {\n    id\n    reference\n    status\n    required_by\n    line_count\n    created_at\n    project {\n      id\n      project_number\n      name\n    }\n    requested_by {\n      id\n      first_name\n      last_name\n    }\n  }\n": typeof types.MaterialRequestRowFragmentDoc,
    "\n  fragment PurchaseOrderRow on PurchaseOrderSummary {\n    id\n    reference\n    status\n    delivery_date\n    net_pence\n    vat_pence\n    gross_pence\n    request_id\n    request_reference\n    created_at\n    project {\n      id\n      project_number\n      name\n    }\n    supplier {\n      id\n      name\n    }\n  }\n": typeof types.PurchaseOrderRowFragmentDoc,
    "\n  query MaterialRequests($search: String, $status: MaterialRequestStatus, $page: Int, $size: Int) {\n    materialRequests(search: $search, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      pages\n      items {\n        ...MaterialRequestRow\n      }\n    }\n  }\n": typeof types.MaterialRequestsDocument,
    "\n  query PurchaseOrders($search: String, $status: PurchaseOrderStatus, $page: Int, $size: Int) {\n    purchaseOrders(search: $search, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      pages\n      items {\n        ...PurchaseOrderRow\n      }\n    }\n  }\n": typeof types.PurchaseOrdersDocument,
    "\n  fragment MaterialRequestFields on MaterialRequest {\n    id\n    reference\n    status\n    required_by\n    line_count\n    created_at\n    project {\n      id\n      project_number\n      name\n    }\n    requested_by {\n      id\n      first_name\n      last_name\n    }\n    delivery_notes\n    status_reason\n    status_moves\n    can_send_enquiries\n    can_order_directly\n    lines {\n      id\n      position\n      description\n      quantity\n      unit\n    }\n    enquiries {\n      id\n      status\n      net_pence\n      vat_pence\n      gross_pence\n      lead_time_days\n      valid_until\n      is_cheapest\n      can_quote\n      can_order\n      supplier {\n        id\n        name\n      }\n    }\n    quote_prices {\n      enquiry_id\n      line_id\n      unit_price_pence\n      vat_code\n      net_pence\n      vat_pence\n    }\n    purchase_orders {\n      ...PurchaseOrderRow\n    }\n    timeline {\n      id\n      action\n      from\n      to\n      reason\n      at\n      actor {\n        id\n        first_name\n        last_name\n      }\n    }\n  }\n": typeof types.MaterialRequestFieldsFragmentDoc,
    "\n  query MaterialRequest($id: ID!) {\n    materialRequest(id: $id) {\n      ...MaterialRequestFields\n    }\n  }\n": typeof types.MaterialRequestDocument,
    "\n  mutation CreateMaterialRequest($input: CreateMaterialRequestInput!) {\n    createMaterialRequest(input: $input) {\n      ...MaterialRequestFields\n    }\n  }\n": typeof types.CreateMaterialRequestDocument,
    "\n  mutation ChangeMaterialRequestStatus($id: ID!, $status: String!, $reason: String) {\n    changeMaterialRequestStatus(id: $id, status: $status, reason: $reason) {\n      ...MaterialRequestFields\n    }\n  }\n": typeof types.ChangeMaterialRequestStatusDocument,
    "\n  mutation SendMaterialEnquiries($id: ID!, $supplierIds: [ID!]!) {\n    sendMaterialEnquiries(id: $id, supplier_ids: $supplierIds) {\n      ...MaterialRequestFields\n    }\n  }\n": typeof types.SendMaterialEnquiriesDocument,
    "\n  mutation RecordMaterialQuote($enquiryId: ID!, $input: MaterialQuoteInput!) {\n    recordMaterialQuote(enquiry_id: $enquiryId, input: $input) {\n      ...MaterialRequestFields\n    }\n  }\n": typeof types.RecordMaterialQuoteDocument,
    "\n  fragment PurchaseOrderFields on PurchaseOrder {\n    id\n    reference\n    status\n    delivery_date\n    net_pence\n    vat_pence\n    gross_pence\n    request_id\n    request_reference\n    created_at\n    project {\n      id\n      project_number\n      name\n    }\n    supplier {\n      id\n      name\n    }\n    delivery_address\n    status_reason\n    issued_at\n    status_moves\n    can_record_delivery\n    can_add_invoice\n    reverse_charge_vat_pence\n    reverse_charge_wording\n    lines {\n      id\n      position\n      description\n      quantity\n      unit\n      unit_price_pence\n      vat_code\n      vat_rate_percent\n      net_pence\n      vat_pence\n      received_quantity\n    }\n    deliveries {\n      id\n      received_at\n      notes\n      ticket_upload_id\n      received_by {\n        id\n        first_name\n        last_name\n      }\n    }\n    invoice_variances {\n      invoice_id\n      line_id\n      kind\n      amount_pence\n      message\n    }\n    invoices {\n      id\n      supplier_reference\n      invoice_date\n      net_pence\n      vat_pence\n      gross_pence\n      status\n      override_reason\n      can_approve\n      can_override\n      match {\n        clean\n        total_variance_pence\n      }\n    }\n  }\n": typeof types.PurchaseOrderFieldsFragmentDoc,
    "\n  query PurchaseOrder($id: ID!) {\n    purchaseOrder(id: $id) {\n      ...PurchaseOrderFields\n    }\n  }\n": typeof types.PurchaseOrderDocument,
    "\n  mutation OrderMaterialQuote($enquiryId: ID!, $input: OrderQuoteInput!) {\n    orderMaterialQuote(enquiry_id: $enquiryId, input: $input) {\n      ...PurchaseOrderFields\n    }\n  }\n": typeof types.OrderMaterialQuoteDocument,
    "\n  mutation ChangePurchaseOrderStatus($id: ID!, $status: String!, $reason: String) {\n    changePurchaseOrderStatus(id: $id, status: $status, reason: $reason) {\n      ...PurchaseOrderFields\n    }\n  }\n": typeof types.ChangePurchaseOrderStatusDocument,
    "\n  mutation RecordMaterialDelivery($id: ID!, $input: RecordDeliveryInput!) {\n    recordMaterialDelivery(purchase_order_id: $id, input: $input) {\n      ...PurchaseOrderFields\n    }\n  }\n": typeof types.RecordMaterialDeliveryDocument,
    "\n  mutation AddSupplierInvoice($id: ID!, $input: SupplierInvoiceInput!) {\n    addSupplierInvoice(purchase_order_id: $id, input: $input) {\n      ...PurchaseOrderFields\n    }\n  }\n": typeof types.AddSupplierInvoiceDocument,
    "\n  mutation ApproveSupplierInvoice($id: ID!, $reason: String) {\n    approveSupplierInvoice(id: $id, override_reason: $reason) {\n      ...PurchaseOrderFields\n    }\n  }\n": typeof types.ApproveSupplierInvoiceDocument,
    "\n  query MaterialsProjects {\n    projectsForForms {\n      id\n      project_number\n      name\n    }\n  }\n": typeof types.MaterialsProjectsDocument,
    "\n  query MaterialsSuppliers {\n    suppliers(kind: materials, status: active, page: 1, size: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MaterialsSuppliersDocument,
    "\n  query ProjectMaterialCosts($projectId: ID!) {\n    projectMaterialCosts(project_id: $projectId) {\n      project_id\n      budget_pence\n      committed_pence\n      received_pence\n      invoiced_pence\n      remaining_pence\n    }\n  }\n": typeof types.ProjectMaterialCostsDocument,
    "\n  mutation RegisterPushToken($input: PushTokenInput!) {\n    registerPushToken(input: $input)\n  }\n": typeof types.RegisterPushTokenDocument,
    "\n  mutation UnregisterPushToken($device_id: String!) {\n    unregisterPushToken(device_id: $device_id)\n  }\n": typeof types.UnregisterPushTokenDocument,
    "\n  mutation Logout($device_id: String) {\n    logout(device_id: $device_id)\n  }\n": typeof types.LogoutDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    title\n    body\n    read\n    created_at\n    payload {\n      type\n      project_id\n      form_submission_id\n      material_request_id\n      plant_request_id\n      invoice_id\n      labour_id\n    }\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  query RecentNotifications {\n    notifications(page: 1, size: 20) {\n      total\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n": typeof types.RecentNotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  fragment ProjectListFields on Project {\n    id\n    project_number\n    name\n    status\n    is_archived\n    client_name\n    site_postcode\n    start_date\n    end_date\n    contract_value_pence\n    team_count\n    note_count\n  }\n": typeof types.ProjectListFieldsFragmentDoc,
    "\n  query Projects(\n    $page: Int\n    $size: Int\n    $status: [ProjectStatus!]\n    $search: String\n    $sort_by: ProjectSortField\n    $sort_order: SortOrder\n  ) {\n    projects(\n      page: $page\n      size: $size\n      status: $status\n      search: $search\n      sort_by: $sort_by\n      sort_order: $sort_order\n    ) {\n      total\n      page\n      size\n      pages\n      items {\n        ...ProjectListFields\n      }\n    }\n  }\n": typeof types.ProjectsDocument,
    "\n  query ArchivedProjects(\n    $page: Int\n    $size: Int\n    $status: [ProjectStatus!]\n    $search: String\n    $sort_by: ProjectSortField\n    $sort_order: SortOrder\n  ) {\n    archivedProjects(\n      page: $page\n      size: $size\n      status: $status\n      search: $search\n      sort_by: $sort_by\n      sort_order: $sort_order\n    ) {\n      total\n      page\n      size\n      pages\n      items {\n        ...ProjectListFields\n      }\n    }\n  }\n": typeof types.ArchivedProjectsDocument,
    "\n  query ProjectOptions {\n    myProjects(size: 100, sort_by: project_number, sort_order: desc) {\n      items {\n        id\n        project_number\n        name\n        status\n      }\n    }\n  }\n": typeof types.ProjectOptionsDocument,
    "\n  query AllProjectOptions {\n    projects(size: 100, sort_by: project_number, sort_order: desc) {\n      items {\n        id\n        project_number\n        name\n        status\n      }\n    }\n  }\n": typeof types.AllProjectOptionsDocument,
    "\n  fragment ProjectDetailFields on Project {\n    id\n    project_number\n    name\n    description\n    status\n    is_archived\n    archived_at\n    archive_reason\n    client_name\n    client_contact_name\n    client_email\n    client_phone\n    site_address\n    site_postcode\n    start_date\n    end_date\n    contract_value_pence\n    contract_form\n    retention_percent\n    payment_due_days\n    payment_final_days\n    drc_applies\n    budget {\n      labour\n      plant\n      materials\n      subcontract\n      preliminaries\n      other\n    }\n    budget_total_pence\n    manager_id\n    manager {\n      id\n      first_name\n      last_name\n      email\n    }\n    folder_state\n    folder_error\n    created_at\n    updated_at\n    abilities {\n      can_edit\n      can_archive\n      can_restore\n      can_delete\n      can_force_delete\n      can_manage_team\n      can_add_note\n      can_upload\n      can_create_folders\n      can_view_commercial\n      status_moves\n      note_levels\n    }\n  }\n": typeof types.ProjectDetailFieldsFragmentDoc,
    "\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...ProjectDetailFields\n      team_count\n      note_count\n      team {\n        id\n        user_id\n        first_name\n        last_name\n        email\n        role\n        role_on_project\n        added_at\n      }\n      notes {\n        id\n        content\n        visibility_level\n        author {\n          id\n          first_name\n          last_name\n        }\n        created_at\n        updated_at\n        edited_at\n        can_edit\n        can_delete\n      }\n      stats {\n        team_count\n        note_count\n        budget_total_pence\n        committed_total_pence\n        spend_vs_budget {\n          category\n          budget_pence\n          committed_pence\n          remaining_pence\n        }\n        days_total\n        days_elapsed\n        days_remaining\n        last_activity_at\n      }\n    }\n  }\n": typeof types.ProjectDocument,
    "\n  query ProjectActivity($id: ID!, $page: Int, $size: Int) {\n    project(id: $id) {\n      id\n      activity(page: $page, size: $size) {\n        total\n        page\n        pages\n        items {\n          id\n          action\n          from_state\n          to_state\n          reason\n          details\n          actor {\n            id\n            first_name\n            last_name\n          }\n          created_at\n        }\n      }\n    }\n  }\n": typeof types.ProjectActivityDocument,
    "\n  query ProjectFolderStatus($id: ID!) {\n    project(id: $id) {\n      id\n      folder_status {\n        project_id\n        status\n        error\n        drive_folder_id\n        provider\n        folders\n      }\n    }\n  }\n": typeof types.ProjectFolderStatusDocument,
    "\n  query TeamCandidates($id: ID!, $search: String) {\n    project(id: $id) {\n      id\n      team_candidates(search: $search) {\n        id\n        first_name\n        last_name\n        email\n        role\n      }\n    }\n  }\n": typeof types.TeamCandidatesDocument,
    "\n  query ProjectFiles($id: ID!) {\n    project(id: $id) {\n      id\n      files {\n        id\n        filename\n        content_type\n        size\n        uploaded_by\n        created_at\n        can_delete\n      }\n    }\n  }\n": typeof types.ProjectFilesDocument,
    "\n  query ProjectDefaults {\n    projectDefaults {\n      retention_percent\n      payment_due_days\n      payment_final_days\n    }\n  }\n": typeof types.ProjectDefaultsDocument,
    "\n  query ProjectManagerCandidates {\n    projectManagerCandidates {\n      id\n      first_name\n      last_name\n      role\n    }\n  }\n": typeof types.ProjectManagerCandidatesDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n      project_number\n      name\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectDetailFields\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  mutation ArchiveProject($id: ID!, $reason: String!) {\n    archiveProject(id: $id, reason: $reason) {\n      ...ProjectDetailFields\n    }\n  }\n": typeof types.ArchiveProjectDocument,
    "\n  mutation RestoreProject($id: ID!, $reason: String!) {\n    restoreProject(id: $id, reason: $reason) {\n      ...ProjectDetailFields\n    }\n  }\n": typeof types.RestoreProjectDocument,
    "\n  mutation DeleteProject($id: ID!, $force: Boolean) {\n    deleteProject(id: $id, force: $force)\n  }\n": typeof types.DeleteProjectDocument,
    "\n  mutation AddTeamMember($project_id: ID!, $user_id: ID!, $role_on_project: String) {\n    addTeamMember(project_id: $project_id, user_id: $user_id, role_on_project: $role_on_project) {\n      id\n      user_id\n    }\n  }\n": typeof types.AddTeamMemberDocument,
    "\n  mutation RemoveTeamMember($project_id: ID!, $user_id: ID!) {\n    removeTeamMember(project_id: $project_id, user_id: $user_id)\n  }\n": typeof types.RemoveTeamMemberDocument,
    "\n  mutation AddProjectNote($project_id: ID!, $content: String!, $visibility_level: String) {\n    addProjectNote(project_id: $project_id, content: $content, visibility_level: $visibility_level) {\n      id\n      content\n      visibility_level\n    }\n  }\n": typeof types.AddProjectNoteDocument,
    "\n  mutation UpdateProjectNote($project_id: ID!, $note_id: ID!, $content: String, $visibility_level: String) {\n    updateProjectNote(\n      project_id: $project_id\n      note_id: $note_id\n      content: $content\n      visibility_level: $visibility_level\n    ) {\n      id\n      content\n      visibility_level\n    }\n  }\n": typeof types.UpdateProjectNoteDocument,
    "\n  mutation DeleteProjectNote($project_id: ID!, $note_id: ID!) {\n    deleteProjectNote(project_id: $project_id, note_id: $note_id)\n  }\n": typeof types.DeleteProjectNoteDocument,
    "\n  mutation CreateFolderStructure($project_id: ID!) {\n    createFolderStructure(project_id: $project_id) {\n      project_id\n      status\n      error\n      drive_folder_id\n      provider\n      folders\n    }\n  }\n": typeof types.CreateFolderStructureDocument,
    "\n  fragment CompanySettingsFields on CompanySettings {\n    company_id\n    name\n    address\n    vat_number\n    cis_utr\n    retention_percent\n    payment_due_days\n    payment_final_days\n    folder_template\n    folder_template_is_default\n    drive_provider\n    accounting_provider\n    available_drive_providers\n    available_accounting_providers\n  }\n": typeof types.CompanySettingsFieldsFragmentDoc,
    "\n  query CompanySettings {\n    companySettings {\n      ...CompanySettingsFields\n    }\n  }\n": typeof types.CompanySettingsDocument,
    "\n  mutation UpdateCompanySettings($input: UpdateCompanySettingsInput!) {\n    updateCompanySettings(input: $input) {\n      ...CompanySettingsFields\n    }\n  }\n": typeof types.UpdateCompanySettingsDocument,
    "\n  mutation SuperadminLogin($input: SuperadminLoginInput!) {\n    superadminLogin(input: $input) {\n      access_token\n      expires_in\n      superadmin {\n        id\n        username\n      }\n    }\n  }\n": typeof types.SuperadminLoginDocument,
    "\n  query SuperadminMe {\n    superadminMe {\n      id\n      username\n    }\n  }\n": typeof types.SuperadminMeDocument,
    "\n  query SuperadminCompanies($search: String, $status: CompanyStatus, $page: Int, $size: Int) {\n    superadminCompanies(search: $search, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        id\n        name\n        status\n        created_at\n        user_count\n        active_user_count\n        project_count\n      }\n    }\n  }\n": typeof types.SuperadminCompaniesDocument,
    "\n  query SuperadminStats {\n    superadminStats {\n      companies {\n        total\n        active\n        suspended\n        cancelled\n        new_last_30_days\n      }\n      users {\n        total\n        active\n        signed_in_last_30_days\n      }\n      projects {\n        total\n        new_last_30_days\n      }\n      contact_messages_last_30_days\n    }\n  }\n": typeof types.SuperadminStatsDocument,
    "\n  mutation SuperadminSetupCompany($input: SetupCompanyInput!) {\n    superadminSetupCompany(input: $input) {\n      company {\n        id\n        name\n        status\n      }\n      admin {\n        id\n        email\n        first_name\n        last_name\n      }\n      set_password_link\n    }\n  }\n": typeof types.SuperadminSetupCompanyDocument,
    "\n  mutation SuperadminUpdateCompanyStatus($id: ID!, $status: CompanyStatus!, $reason: String) {\n    superadminUpdateCompanyStatus(id: $id, status: $status, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.SuperadminUpdateCompanyStatusDocument,
    "\n  query SuperadminContactMessages($page: Int, $size: Int) {\n    superadminContactMessages(page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        id\n        name\n        email\n        phone\n        company\n        reason\n        message\n        created_at\n      }\n    }\n  }\n": typeof types.SuperadminContactMessagesDocument,
    "\n  query SuperadminAuditLog($page: Int, $size: Int) {\n    superadminAuditLog(page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        id\n        username\n        action\n        target_type\n        target_id\n        details\n        ip\n        created_at\n      }\n    }\n  }\n": typeof types.SuperadminAuditLogDocument,
    "\n  fragment SupplierFields on Supplier {\n    id\n    name\n    kinds\n    contact_name\n    email\n    phone\n    account_number\n    address\n    vat_number\n    cis_status\n    cis_deduction_percent\n    utr\n    verification_number\n    is_active\n    abilities {\n      can_edit\n      can_deactivate\n      can_reactivate\n      can_delete\n    }\n  }\n": typeof types.SupplierFieldsFragmentDoc,
    "\n  query Suppliers(\n    $search: String\n    $kind: SupplierKind\n    $status: SupplierStatusFilter\n    $page: Int\n    $size: Int\n  ) {\n    suppliers(search: $search, kind: $kind, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        ...SupplierFields\n      }\n    }\n  }\n": typeof types.SuppliersDocument,
    "\n  mutation CreateSupplier($input: CreateSupplierInput!) {\n    createSupplier(input: $input) {\n      ...SupplierFields\n    }\n  }\n": typeof types.CreateSupplierDocument,
    "\n  mutation UpdateSupplier($id: ID!, $input: UpdateSupplierInput!) {\n    updateSupplier(id: $id, input: $input) {\n      ...SupplierFields\n    }\n  }\n": typeof types.UpdateSupplierDocument,
    "\n  mutation DeactivateSupplier($id: ID!) {\n    deactivateSupplier(id: $id) {\n      ...SupplierFields\n    }\n  }\n": typeof types.DeactivateSupplierDocument,
    "\n  mutation ReactivateSupplier($id: ID!) {\n    reactivateSupplier(id: $id) {\n      ...SupplierFields\n    }\n  }\n": typeof types.ReactivateSupplierDocument,
    "\n  mutation DeleteSupplier($id: ID!) {\n    deleteSupplier(id: $id)\n  }\n": typeof types.DeleteSupplierDocument,
    "\n  fragment CompanyMemberFields on CompanyMember {\n    kind\n    id\n    email\n    first_name\n    last_name\n    phone\n    role\n    status\n    last_login_at\n    created_at\n    expires_at\n    can_manage\n  }\n": typeof types.CompanyMemberFieldsFragmentDoc,
    "\n  fragment CompanyUserFields on CompanyUser {\n    id\n    email\n    first_name\n    last_name\n    role\n    status\n    can_manage\n  }\n": typeof types.CompanyUserFieldsFragmentDoc,
    "\n  query CompanyUsers($search: String, $role: Role, $status: UserStatusFilter, $page: Int, $size: Int) {\n    companyUsers(search: $search, role: $role, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        ...CompanyMemberFields\n      }\n    }\n  }\n": typeof types.CompanyUsersDocument,
    "\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      invitation {\n        id\n        email\n        first_name\n        last_name\n        role\n        status\n      }\n      set_password_link\n    }\n  }\n": typeof types.InviteUserDocument,
    "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      invitation {\n        id\n        expires_at\n      }\n      set_password_link\n    }\n  }\n": typeof types.ResendInvitationDocument,
    "\n  mutation CancelInvitation($id: ID!) {\n    cancelInvitation(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelInvitationDocument,
    "\n  mutation ChangeUserRole($id: ID!, $role: Role!) {\n    changeUserRole(id: $id, role: $role) {\n      ...CompanyUserFields\n    }\n  }\n": typeof types.ChangeUserRoleDocument,
    "\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      ...CompanyUserFields\n    }\n  }\n": typeof types.DeactivateUserDocument,
    "\n  mutation ReactivateUser($id: ID!) {\n    reactivateUser(id: $id) {\n      ...CompanyUserFields\n    }\n  }\n": typeof types.ReactivateUserDocument,
    "\n  mutation ResetUserPassword($id: ID!) {\n    resetUserPassword(id: $id) {\n      user {\n        ...CompanyUserFields\n      }\n      set_password_link\n    }\n  }\n": typeof types.ResetUserPasswordDocument,
};
const documents: Documents = {
    "\n  fragment UserFields on User {\n    id\n    email\n    first_name\n    last_name\n    phone\n    role\n    company_id\n    company_name\n  }\n": types.UserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      detail\n      access_token\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation Refresh {\n    refresh {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.RefreshDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      detail\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      id\n      detail\n    }\n  }\n": types.SubmitContactDocument,
    "\n  fragment DashboardFigureFields on DashboardFigure {\n    key\n    label\n    kind\n    section\n    order\n    count\n    amount_pence\n    items {\n      ref\n      label\n      detail\n      date\n      link\n      tone\n      value\n      amount_pence\n      budget_pence\n      committed_pence\n    }\n  }\n": types.DashboardFigureFieldsFragmentDoc,
    "\n  query Dashboard {\n    dashboard {\n      board\n      generated_at\n      today\n      figures {\n        ...DashboardFigureFields\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  query WorkerDashboard {\n    workerDashboard {\n      board\n      generated_at\n      today\n      figures {\n        ...DashboardFigureFields\n      }\n    }\n  }\n": types.WorkerDashboardDocument,
    "\n  subscription DashboardUpdated($board: DashboardBoard!) {\n    dashboardUpdated(board: $board) {\n      board\n      generated_at\n      today\n      figures {\n        ...DashboardFigureFields\n      }\n    }\n  }\n": types.DashboardUpdatedDocument,
    "\n  fragment MaterialRequestRow on MaterialRequestSummary {\n    id\n    reference\n    status\n    required_by\n    line_count\n    created_at\n    project {\n      id\n      project_number\n      name\n    }\n    requested_by {\n      id\n      first_name\n      last_name\n    }\n  }\n": types.MaterialRequestRowFragmentDoc,
    "\n  fragment PurchaseOrderRow on PurchaseOrderSummary {\n    id\n    reference\n    status\n    delivery_date\n    net_pence\n    vat_pence\n    gross_pence\n    request_id\n    request_reference\n    created_at\n    project {\n      id\n      project_number\n      name\n    }\n    supplier {\n      id\n      name\n    }\n  }\n": types.PurchaseOrderRowFragmentDoc,
    "\n  query MaterialRequests($search: String, $status: MaterialRequestStatus, $page: Int, $size: Int) {\n    materialRequests(search: $search, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      pages\n      items {\n        ...MaterialRequestRow\n      }\n    }\n  }\n": types.MaterialRequestsDocument,
    "\n  query PurchaseOrders($search: String, $status: PurchaseOrderStatus, $page: Int, $size: Int) {\n    purchaseOrders(search: $search, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      pages\n      items {\n        ...PurchaseOrderRow\n      }\n    }\n  }\n": types.PurchaseOrdersDocument,
    "\n  fragment MaterialRequestFields on MaterialRequest {\n    id\n    reference\n    status\n    required_by\n    line_count\n    created_at\n    project {\n      id\n      project_number\n      name\n    }\n    requested_by {\n      id\n      first_name\n      last_name\n    }\n    delivery_notes\n    status_reason\n    status_moves\n    can_send_enquiries\n    can_order_directly\n    lines {\n      id\n      position\n      description\n      quantity\n      unit\n    }\n    enquiries {\n      id\n      status\n      net_pence\n      vat_pence\n      gross_pence\n      lead_time_days\n      valid_until\n      is_cheapest\n      can_quote\n      can_order\n      supplier {\n        id\n        name\n      }\n    }\n    quote_prices {\n      enquiry_id\n      line_id\n      unit_price_pence\n      vat_code\n      net_pence\n      vat_pence\n    }\n    purchase_orders {\n      ...PurchaseOrderRow\n    }\n    timeline {\n      id\n      action\n      from\n      to\n      reason\n      at\n      actor {\n        id\n        first_name\n        last_name\n      }\n    }\n  }\n": types.MaterialRequestFieldsFragmentDoc,
    "\n  query MaterialRequest($id: ID!) {\n    materialRequest(id: $id) {\n      ...MaterialRequestFields\n    }\n  }\n": types.MaterialRequestDocument,
    "\n  mutation CreateMaterialRequest($input: CreateMaterialRequestInput!) {\n    createMaterialRequest(input: $input) {\n      ...MaterialRequestFields\n    }\n  }\n": types.CreateMaterialRequestDocument,
    "\n  mutation ChangeMaterialRequestStatus($id: ID!, $status: String!, $reason: String) {\n    changeMaterialRequestStatus(id: $id, status: $status, reason: $reason) {\n      ...MaterialRequestFields\n    }\n  }\n": types.ChangeMaterialRequestStatusDocument,
    "\n  mutation SendMaterialEnquiries($id: ID!, $supplierIds: [ID!]!) {\n    sendMaterialEnquiries(id: $id, supplier_ids: $supplierIds) {\n      ...MaterialRequestFields\n    }\n  }\n": types.SendMaterialEnquiriesDocument,
    "\n  mutation RecordMaterialQuote($enquiryId: ID!, $input: MaterialQuoteInput!) {\n    recordMaterialQuote(enquiry_id: $enquiryId, input: $input) {\n      ...MaterialRequestFields\n    }\n  }\n": types.RecordMaterialQuoteDocument,
    "\n  fragment PurchaseOrderFields on PurchaseOrder {\n    id\n    reference\n    status\n    delivery_date\n    net_pence\n    vat_pence\n    gross_pence\n    request_id\n    request_reference\n    created_at\n    project {\n      id\n      project_number\n      name\n    }\n    supplier {\n      id\n      name\n    }\n    delivery_address\n    status_reason\n    issued_at\n    status_moves\n    can_record_delivery\n    can_add_invoice\n    reverse_charge_vat_pence\n    reverse_charge_wording\n    lines {\n      id\n      position\n      description\n      quantity\n      unit\n      unit_price_pence\n      vat_code\n      vat_rate_percent\n      net_pence\n      vat_pence\n      received_quantity\n    }\n    deliveries {\n      id\n      received_at\n      notes\n      ticket_upload_id\n      received_by {\n        id\n        first_name\n        last_name\n      }\n    }\n    invoice_variances {\n      invoice_id\n      line_id\n      kind\n      amount_pence\n      message\n    }\n    invoices {\n      id\n      supplier_reference\n      invoice_date\n      net_pence\n      vat_pence\n      gross_pence\n      status\n      override_reason\n      can_approve\n      can_override\n      match {\n        clean\n        total_variance_pence\n      }\n    }\n  }\n": types.PurchaseOrderFieldsFragmentDoc,
    "\n  query PurchaseOrder($id: ID!) {\n    purchaseOrder(id: $id) {\n      ...PurchaseOrderFields\n    }\n  }\n": types.PurchaseOrderDocument,
    "\n  mutation OrderMaterialQuote($enquiryId: ID!, $input: OrderQuoteInput!) {\n    orderMaterialQuote(enquiry_id: $enquiryId, input: $input) {\n      ...PurchaseOrderFields\n    }\n  }\n": types.OrderMaterialQuoteDocument,
    "\n  mutation ChangePurchaseOrderStatus($id: ID!, $status: String!, $reason: String) {\n    changePurchaseOrderStatus(id: $id, status: $status, reason: $reason) {\n      ...PurchaseOrderFields\n    }\n  }\n": types.ChangePurchaseOrderStatusDocument,
    "\n  mutation RecordMaterialDelivery($id: ID!, $input: RecordDeliveryInput!) {\n    recordMaterialDelivery(purchase_order_id: $id, input: $input) {\n      ...PurchaseOrderFields\n    }\n  }\n": types.RecordMaterialDeliveryDocument,
    "\n  mutation AddSupplierInvoice($id: ID!, $input: SupplierInvoiceInput!) {\n    addSupplierInvoice(purchase_order_id: $id, input: $input) {\n      ...PurchaseOrderFields\n    }\n  }\n": types.AddSupplierInvoiceDocument,
    "\n  mutation ApproveSupplierInvoice($id: ID!, $reason: String) {\n    approveSupplierInvoice(id: $id, override_reason: $reason) {\n      ...PurchaseOrderFields\n    }\n  }\n": types.ApproveSupplierInvoiceDocument,
    "\n  query MaterialsProjects {\n    projectsForForms {\n      id\n      project_number\n      name\n    }\n  }\n": types.MaterialsProjectsDocument,
    "\n  query MaterialsSuppliers {\n    suppliers(kind: materials, status: active, page: 1, size: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.MaterialsSuppliersDocument,
    "\n  query ProjectMaterialCosts($projectId: ID!) {\n    projectMaterialCosts(project_id: $projectId) {\n      project_id\n      budget_pence\n      committed_pence\n      received_pence\n      invoiced_pence\n      remaining_pence\n    }\n  }\n": types.ProjectMaterialCostsDocument,
    "\n  mutation RegisterPushToken($input: PushTokenInput!) {\n    registerPushToken(input: $input)\n  }\n": types.RegisterPushTokenDocument,
    "\n  mutation UnregisterPushToken($device_id: String!) {\n    unregisterPushToken(device_id: $device_id)\n  }\n": types.UnregisterPushTokenDocument,
    "\n  mutation Logout($device_id: String) {\n    logout(device_id: $device_id)\n  }\n": types.LogoutDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    title\n    body\n    read\n    created_at\n    payload {\n      type\n      project_id\n      form_submission_id\n      material_request_id\n      plant_request_id\n      invoice_id\n      labour_id\n    }\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  query RecentNotifications {\n    notifications(page: 1, size: 20) {\n      total\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n": types.RecentNotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  fragment ProjectListFields on Project {\n    id\n    project_number\n    name\n    status\n    is_archived\n    client_name\n    site_postcode\n    start_date\n    end_date\n    contract_value_pence\n    team_count\n    note_count\n  }\n": types.ProjectListFieldsFragmentDoc,
    "\n  query Projects(\n    $page: Int\n    $size: Int\n    $status: [ProjectStatus!]\n    $search: String\n    $sort_by: ProjectSortField\n    $sort_order: SortOrder\n  ) {\n    projects(\n      page: $page\n      size: $size\n      status: $status\n      search: $search\n      sort_by: $sort_by\n      sort_order: $sort_order\n    ) {\n      total\n      page\n      size\n      pages\n      items {\n        ...ProjectListFields\n      }\n    }\n  }\n": types.ProjectsDocument,
    "\n  query ArchivedProjects(\n    $page: Int\n    $size: Int\n    $status: [ProjectStatus!]\n    $search: String\n    $sort_by: ProjectSortField\n    $sort_order: SortOrder\n  ) {\n    archivedProjects(\n      page: $page\n      size: $size\n      status: $status\n      search: $search\n      sort_by: $sort_by\n      sort_order: $sort_order\n    ) {\n      total\n      page\n      size\n      pages\n      items {\n        ...ProjectListFields\n      }\n    }\n  }\n": types.ArchivedProjectsDocument,
    "\n  query ProjectOptions {\n    myProjects(size: 100, sort_by: project_number, sort_order: desc) {\n      items {\n        id\n        project_number\n        name\n        status\n      }\n    }\n  }\n": types.ProjectOptionsDocument,
    "\n  query AllProjectOptions {\n    projects(size: 100, sort_by: project_number, sort_order: desc) {\n      items {\n        id\n        project_number\n        name\n        status\n      }\n    }\n  }\n": types.AllProjectOptionsDocument,
    "\n  fragment ProjectDetailFields on Project {\n    id\n    project_number\n    name\n    description\n    status\n    is_archived\n    archived_at\n    archive_reason\n    client_name\n    client_contact_name\n    client_email\n    client_phone\n    site_address\n    site_postcode\n    start_date\n    end_date\n    contract_value_pence\n    contract_form\n    retention_percent\n    payment_due_days\n    payment_final_days\n    drc_applies\n    budget {\n      labour\n      plant\n      materials\n      subcontract\n      preliminaries\n      other\n    }\n    budget_total_pence\n    manager_id\n    manager {\n      id\n      first_name\n      last_name\n      email\n    }\n    folder_state\n    folder_error\n    created_at\n    updated_at\n    abilities {\n      can_edit\n      can_archive\n      can_restore\n      can_delete\n      can_force_delete\n      can_manage_team\n      can_add_note\n      can_upload\n      can_create_folders\n      can_view_commercial\n      status_moves\n      note_levels\n    }\n  }\n": types.ProjectDetailFieldsFragmentDoc,
    "\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...ProjectDetailFields\n      team_count\n      note_count\n      team {\n        id\n        user_id\n        first_name\n        last_name\n        email\n        role\n        role_on_project\n        added_at\n      }\n      notes {\n        id\n        content\n        visibility_level\n        author {\n          id\n          first_name\n          last_name\n        }\n        created_at\n        updated_at\n        edited_at\n        can_edit\n        can_delete\n      }\n      stats {\n        team_count\n        note_count\n        budget_total_pence\n        committed_total_pence\n        spend_vs_budget {\n          category\n          budget_pence\n          committed_pence\n          remaining_pence\n        }\n        days_total\n        days_elapsed\n        days_remaining\n        last_activity_at\n      }\n    }\n  }\n": types.ProjectDocument,
    "\n  query ProjectActivity($id: ID!, $page: Int, $size: Int) {\n    project(id: $id) {\n      id\n      activity(page: $page, size: $size) {\n        total\n        page\n        pages\n        items {\n          id\n          action\n          from_state\n          to_state\n          reason\n          details\n          actor {\n            id\n            first_name\n            last_name\n          }\n          created_at\n        }\n      }\n    }\n  }\n": types.ProjectActivityDocument,
    "\n  query ProjectFolderStatus($id: ID!) {\n    project(id: $id) {\n      id\n      folder_status {\n        project_id\n        status\n        error\n        drive_folder_id\n        provider\n        folders\n      }\n    }\n  }\n": types.ProjectFolderStatusDocument,
    "\n  query TeamCandidates($id: ID!, $search: String) {\n    project(id: $id) {\n      id\n      team_candidates(search: $search) {\n        id\n        first_name\n        last_name\n        email\n        role\n      }\n    }\n  }\n": types.TeamCandidatesDocument,
    "\n  query ProjectFiles($id: ID!) {\n    project(id: $id) {\n      id\n      files {\n        id\n        filename\n        content_type\n        size\n        uploaded_by\n        created_at\n        can_delete\n      }\n    }\n  }\n": types.ProjectFilesDocument,
    "\n  query ProjectDefaults {\n    projectDefaults {\n      retention_percent\n      payment_due_days\n      payment_final_days\n    }\n  }\n": types.ProjectDefaultsDocument,
    "\n  query ProjectManagerCandidates {\n    projectManagerCandidates {\n      id\n      first_name\n      last_name\n      role\n    }\n  }\n": types.ProjectManagerCandidatesDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n      project_number\n      name\n    }\n  }\n": types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectDetailFields\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  mutation ArchiveProject($id: ID!, $reason: String!) {\n    archiveProject(id: $id, reason: $reason) {\n      ...ProjectDetailFields\n    }\n  }\n": types.ArchiveProjectDocument,
    "\n  mutation RestoreProject($id: ID!, $reason: String!) {\n    restoreProject(id: $id, reason: $reason) {\n      ...ProjectDetailFields\n    }\n  }\n": types.RestoreProjectDocument,
    "\n  mutation DeleteProject($id: ID!, $force: Boolean) {\n    deleteProject(id: $id, force: $force)\n  }\n": types.DeleteProjectDocument,
    "\n  mutation AddTeamMember($project_id: ID!, $user_id: ID!, $role_on_project: String) {\n    addTeamMember(project_id: $project_id, user_id: $user_id, role_on_project: $role_on_project) {\n      id\n      user_id\n    }\n  }\n": types.AddTeamMemberDocument,
    "\n  mutation RemoveTeamMember($project_id: ID!, $user_id: ID!) {\n    removeTeamMember(project_id: $project_id, user_id: $user_id)\n  }\n": types.RemoveTeamMemberDocument,
    "\n  mutation AddProjectNote($project_id: ID!, $content: String!, $visibility_level: String) {\n    addProjectNote(project_id: $project_id, content: $content, visibility_level: $visibility_level) {\n      id\n      content\n      visibility_level\n    }\n  }\n": types.AddProjectNoteDocument,
    "\n  mutation UpdateProjectNote($project_id: ID!, $note_id: ID!, $content: String, $visibility_level: String) {\n    updateProjectNote(\n      project_id: $project_id\n      note_id: $note_id\n      content: $content\n      visibility_level: $visibility_level\n    ) {\n      id\n      content\n      visibility_level\n    }\n  }\n": types.UpdateProjectNoteDocument,
    "\n  mutation DeleteProjectNote($project_id: ID!, $note_id: ID!) {\n    deleteProjectNote(project_id: $project_id, note_id: $note_id)\n  }\n": types.DeleteProjectNoteDocument,
    "\n  mutation CreateFolderStructure($project_id: ID!) {\n    createFolderStructure(project_id: $project_id) {\n      project_id\n      status\n      error\n      drive_folder_id\n      provider\n      folders\n    }\n  }\n": types.CreateFolderStructureDocument,
    "\n  fragment CompanySettingsFields on CompanySettings {\n    company_id\n    name\n    address\n    vat_number\n    cis_utr\n    retention_percent\n    payment_due_days\n    payment_final_days\n    folder_template\n    folder_template_is_default\n    drive_provider\n    accounting_provider\n    available_drive_providers\n    available_accounting_providers\n  }\n": types.CompanySettingsFieldsFragmentDoc,
    "\n  query CompanySettings {\n    companySettings {\n      ...CompanySettingsFields\n    }\n  }\n": types.CompanySettingsDocument,
    "\n  mutation UpdateCompanySettings($input: UpdateCompanySettingsInput!) {\n    updateCompanySettings(input: $input) {\n      ...CompanySettingsFields\n    }\n  }\n": types.UpdateCompanySettingsDocument,
    "\n  mutation SuperadminLogin($input: SuperadminLoginInput!) {\n    superadminLogin(input: $input) {\n      access_token\n      expires_in\n      superadmin {\n        id\n        username\n      }\n    }\n  }\n": types.SuperadminLoginDocument,
    "\n  query SuperadminMe {\n    superadminMe {\n      id\n      username\n    }\n  }\n": types.SuperadminMeDocument,
    "\n  query SuperadminCompanies($search: String, $status: CompanyStatus, $page: Int, $size: Int) {\n    superadminCompanies(search: $search, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        id\n        name\n        status\n        created_at\n        user_count\n        active_user_count\n        project_count\n      }\n    }\n  }\n": types.SuperadminCompaniesDocument,
    "\n  query SuperadminStats {\n    superadminStats {\n      companies {\n        total\n        active\n        suspended\n        cancelled\n        new_last_30_days\n      }\n      users {\n        total\n        active\n        signed_in_last_30_days\n      }\n      projects {\n        total\n        new_last_30_days\n      }\n      contact_messages_last_30_days\n    }\n  }\n": types.SuperadminStatsDocument,
    "\n  mutation SuperadminSetupCompany($input: SetupCompanyInput!) {\n    superadminSetupCompany(input: $input) {\n      company {\n        id\n        name\n        status\n      }\n      admin {\n        id\n        email\n        first_name\n        last_name\n      }\n      set_password_link\n    }\n  }\n": types.SuperadminSetupCompanyDocument,
    "\n  mutation SuperadminUpdateCompanyStatus($id: ID!, $status: CompanyStatus!, $reason: String) {\n    superadminUpdateCompanyStatus(id: $id, status: $status, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.SuperadminUpdateCompanyStatusDocument,
    "\n  query SuperadminContactMessages($page: Int, $size: Int) {\n    superadminContactMessages(page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        id\n        name\n        email\n        phone\n        company\n        reason\n        message\n        created_at\n      }\n    }\n  }\n": types.SuperadminContactMessagesDocument,
    "\n  query SuperadminAuditLog($page: Int, $size: Int) {\n    superadminAuditLog(page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        id\n        username\n        action\n        target_type\n        target_id\n        details\n        ip\n        created_at\n      }\n    }\n  }\n": types.SuperadminAuditLogDocument,
    "\n  fragment SupplierFields on Supplier {\n    id\n    name\n    kinds\n    contact_name\n    email\n    phone\n    account_number\n    address\n    vat_number\n    cis_status\n    cis_deduction_percent\n    utr\n    verification_number\n    is_active\n    abilities {\n      can_edit\n      can_deactivate\n      can_reactivate\n      can_delete\n    }\n  }\n": types.SupplierFieldsFragmentDoc,
    "\n  query Suppliers(\n    $search: String\n    $kind: SupplierKind\n    $status: SupplierStatusFilter\n    $page: Int\n    $size: Int\n  ) {\n    suppliers(search: $search, kind: $kind, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        ...SupplierFields\n      }\n    }\n  }\n": types.SuppliersDocument,
    "\n  mutation CreateSupplier($input: CreateSupplierInput!) {\n    createSupplier(input: $input) {\n      ...SupplierFields\n    }\n  }\n": types.CreateSupplierDocument,
    "\n  mutation UpdateSupplier($id: ID!, $input: UpdateSupplierInput!) {\n    updateSupplier(id: $id, input: $input) {\n      ...SupplierFields\n    }\n  }\n": types.UpdateSupplierDocument,
    "\n  mutation DeactivateSupplier($id: ID!) {\n    deactivateSupplier(id: $id) {\n      ...SupplierFields\n    }\n  }\n": types.DeactivateSupplierDocument,
    "\n  mutation ReactivateSupplier($id: ID!) {\n    reactivateSupplier(id: $id) {\n      ...SupplierFields\n    }\n  }\n": types.ReactivateSupplierDocument,
    "\n  mutation DeleteSupplier($id: ID!) {\n    deleteSupplier(id: $id)\n  }\n": types.DeleteSupplierDocument,
    "\n  fragment CompanyMemberFields on CompanyMember {\n    kind\n    id\n    email\n    first_name\n    last_name\n    phone\n    role\n    status\n    last_login_at\n    created_at\n    expires_at\n    can_manage\n  }\n": types.CompanyMemberFieldsFragmentDoc,
    "\n  fragment CompanyUserFields on CompanyUser {\n    id\n    email\n    first_name\n    last_name\n    role\n    status\n    can_manage\n  }\n": types.CompanyUserFieldsFragmentDoc,
    "\n  query CompanyUsers($search: String, $role: Role, $status: UserStatusFilter, $page: Int, $size: Int) {\n    companyUsers(search: $search, role: $role, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        ...CompanyMemberFields\n      }\n    }\n  }\n": types.CompanyUsersDocument,
    "\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      invitation {\n        id\n        email\n        first_name\n        last_name\n        role\n        status\n      }\n      set_password_link\n    }\n  }\n": types.InviteUserDocument,
    "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      invitation {\n        id\n        expires_at\n      }\n      set_password_link\n    }\n  }\n": types.ResendInvitationDocument,
    "\n  mutation CancelInvitation($id: ID!) {\n    cancelInvitation(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelInvitationDocument,
    "\n  mutation ChangeUserRole($id: ID!, $role: Role!) {\n    changeUserRole(id: $id, role: $role) {\n      ...CompanyUserFields\n    }\n  }\n": types.ChangeUserRoleDocument,
    "\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      ...CompanyUserFields\n    }\n  }\n": types.DeactivateUserDocument,
    "\n  mutation ReactivateUser($id: ID!) {\n    reactivateUser(id: $id) {\n      ...CompanyUserFields\n    }\n  }\n": types.ReactivateUserDocument,
    "\n  mutation ResetUserPassword($id: ID!) {\n    resetUserPassword(id: $id) {\n      user {\n        ...CompanyUserFields\n      }\n      set_password_link\n    }\n  }\n": types.ResetUserPasswordDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    email\n    first_name\n    last_name\n    phone\n    role\n    company_id\n    company_name\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id\n    email\n    first_name\n    last_name\n    phone\n    role\n    company_id\n    company_name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      detail\n      access_token\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      detail\n      access_token\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Refresh {\n    refresh {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Refresh {\n    refresh {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      detail\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      id\n      detail\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      id\n      detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardFigureFields on DashboardFigure {\n    key\n    label\n    kind\n    section\n    order\n    count\n    amount_pence\n    items {\n      ref\n      label\n      detail\n      date\n      link\n      tone\n      value\n      amount_pence\n      budget_pence\n      committed_pence\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardFigureFields on DashboardFigure {\n    key\n    label\n    kind\n    section\n    order\n    count\n    amount_pence\n    items {\n      ref\n      label\n      detail\n      date\n      link\n      tone\n      value\n      amount_pence\n      budget_pence\n      committed_pence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    dashboard {\n      board\n      generated_at\n      today\n      figures {\n        ...DashboardFigureFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    dashboard {\n      board\n      generated_at\n      today\n      figures {\n        ...DashboardFigureFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkerDashboard {\n    workerDashboard {\n      board\n      generated_at\n      today\n      figures {\n        ...DashboardFigureFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkerDashboard {\n    workerDashboard {\n      board\n      generated_at\n      today\n      figures {\n        ...DashboardFigureFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardUpdated($board: DashboardBoard!) {\n    dashboardUpdated(board: $board) {\n      board\n      generated_at\n      today\n      figures {\n        ...DashboardFigureFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DashboardUpdated($board: DashboardBoard!) {\n    dashboardUpdated(board: $board) {\n      board\n      generated_at\n      today\n      figures {\n        ...DashboardFigureFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MaterialRequestRow on MaterialRequestSummary {\n    id\n    reference\n    status\n    required_by\n    line_count\n    created_at\n    project {\n      id\n      project_number\n      name\n    }\n    requested_by {\n      id\n      first_name\n      last_name\n    }\n  }\n"): (typeof documents)["\n  fragment MaterialRequestRow on MaterialRequestSummary {\n    id\n    reference\n    status\n    required_by\n    line_count\n    created_at\n    project {\n      id\n      project_number\n      name\n    }\n    requested_by {\n      id\n      first_name\n      last_name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseOrderRow on PurchaseOrderSummary {\n    id\n    reference\n    status\n    delivery_date\n    net_pence\n    vat_pence\n    gross_pence\n    request_id\n    request_reference\n    created_at\n    project {\n      id\n      project_number\n      name\n    }\n    supplier {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment PurchaseOrderRow on PurchaseOrderSummary {\n    id\n    reference\n    status\n    delivery_date\n    net_pence\n    vat_pence\n    gross_pence\n    request_id\n    request_reference\n    created_at\n    project {\n      id\n      project_number\n      name\n    }\n    supplier {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MaterialRequests($search: String, $status: MaterialRequestStatus, $page: Int, $size: Int) {\n    materialRequests(search: $search, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      pages\n      items {\n        ...MaterialRequestRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query MaterialRequests($search: String, $status: MaterialRequestStatus, $page: Int, $size: Int) {\n    materialRequests(search: $search, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      pages\n      items {\n        ...MaterialRequestRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseOrders($search: String, $status: PurchaseOrderStatus, $page: Int, $size: Int) {\n    purchaseOrders(search: $search, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      pages\n      items {\n        ...PurchaseOrderRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query PurchaseOrders($search: String, $status: PurchaseOrderStatus, $page: Int, $size: Int) {\n    purchaseOrders(search: $search, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      pages\n      items {\n        ...PurchaseOrderRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MaterialRequestFields on MaterialRequest {\n    id\n    reference\n    status\n    required_by\n    line_count\n    created_at\n    project {\n      id\n      project_number\n      name\n    }\n    requested_by {\n      id\n      first_name\n      last_name\n    }\n    delivery_notes\n    status_reason\n    status_moves\n    can_send_enquiries\n    can_order_directly\n    lines {\n      id\n      position\n      description\n      quantity\n      unit\n    }\n    enquiries {\n      id\n      status\n      net_pence\n      vat_pence\n      gross_pence\n      lead_time_days\n      valid_until\n      is_cheapest\n      can_quote\n      can_order\n      supplier {\n        id\n        name\n      }\n    }\n    quote_prices {\n      enquiry_id\n      line_id\n      unit_price_pence\n      vat_code\n      net_pence\n      vat_pence\n    }\n    purchase_orders {\n      ...PurchaseOrderRow\n    }\n    timeline {\n      id\n      action\n      from\n      to\n      reason\n      at\n      actor {\n        id\n        first_name\n        last_name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment MaterialRequestFields on MaterialRequest {\n    id\n    reference\n    status\n    required_by\n    line_count\n    created_at\n    project {\n      id\n      project_number\n      name\n    }\n    requested_by {\n      id\n      first_name\n      last_name\n    }\n    delivery_notes\n    status_reason\n    status_moves\n    can_send_enquiries\n    can_order_directly\n    lines {\n      id\n      position\n      description\n      quantity\n      unit\n    }\n    enquiries {\n      id\n      status\n      net_pence\n      vat_pence\n      gross_pence\n      lead_time_days\n      valid_until\n      is_cheapest\n      can_quote\n      can_order\n      supplier {\n        id\n        name\n      }\n    }\n    quote_prices {\n      enquiry_id\n      line_id\n      unit_price_pence\n      vat_code\n      net_pence\n      vat_pence\n    }\n    purchase_orders {\n      ...PurchaseOrderRow\n    }\n    timeline {\n      id\n      action\n      from\n      to\n      reason\n      at\n      actor {\n        id\n        first_name\n        last_name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MaterialRequest($id: ID!) {\n    materialRequest(id: $id) {\n      ...MaterialRequestFields\n    }\n  }\n"): (typeof documents)["\n  query MaterialRequest($id: ID!) {\n    materialRequest(id: $id) {\n      ...MaterialRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMaterialRequest($input: CreateMaterialRequestInput!) {\n    createMaterialRequest(input: $input) {\n      ...MaterialRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMaterialRequest($input: CreateMaterialRequestInput!) {\n    createMaterialRequest(input: $input) {\n      ...MaterialRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMaterialRequestStatus($id: ID!, $status: String!, $reason: String) {\n    changeMaterialRequestStatus(id: $id, status: $status, reason: $reason) {\n      ...MaterialRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMaterialRequestStatus($id: ID!, $status: String!, $reason: String) {\n    changeMaterialRequestStatus(id: $id, status: $status, reason: $reason) {\n      ...MaterialRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMaterialEnquiries($id: ID!, $supplierIds: [ID!]!) {\n    sendMaterialEnquiries(id: $id, supplier_ids: $supplierIds) {\n      ...MaterialRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendMaterialEnquiries($id: ID!, $supplierIds: [ID!]!) {\n    sendMaterialEnquiries(id: $id, supplier_ids: $supplierIds) {\n      ...MaterialRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordMaterialQuote($enquiryId: ID!, $input: MaterialQuoteInput!) {\n    recordMaterialQuote(enquiry_id: $enquiryId, input: $input) {\n      ...MaterialRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordMaterialQuote($enquiryId: ID!, $input: MaterialQuoteInput!) {\n    recordMaterialQuote(enquiry_id: $enquiryId, input: $input) {\n      ...MaterialRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseOrderFields on PurchaseOrder {\n    id\n    reference\n    status\n    delivery_date\n    net_pence\n    vat_pence\n    gross_pence\n    request_id\n    request_reference\n    created_at\n    project {\n      id\n      project_number\n      name\n    }\n    supplier {\n      id\n      name\n    }\n    delivery_address\n    status_reason\n    issued_at\n    status_moves\n    can_record_delivery\n    can_add_invoice\n    reverse_charge_vat_pence\n    reverse_charge_wording\n    lines {\n      id\n      position\n      description\n      quantity\n      unit\n      unit_price_pence\n      vat_code\n      vat_rate_percent\n      net_pence\n      vat_pence\n      received_quantity\n    }\n    deliveries {\n      id\n      received_at\n      notes\n      ticket_upload_id\n      received_by {\n        id\n        first_name\n        last_name\n      }\n    }\n    invoice_variances {\n      invoice_id\n      line_id\n      kind\n      amount_pence\n      message\n    }\n    invoices {\n      id\n      supplier_reference\n      invoice_date\n      net_pence\n      vat_pence\n      gross_pence\n      status\n      override_reason\n      can_approve\n      can_override\n      match {\n        clean\n        total_variance_pence\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PurchaseOrderFields on PurchaseOrder {\n    id\n    reference\n    status\n    delivery_date\n    net_pence\n    vat_pence\n    gross_pence\n    request_id\n    request_reference\n    created_at\n    project {\n      id\n      project_number\n      name\n    }\n    supplier {\n      id\n      name\n    }\n    delivery_address\n    status_reason\n    issued_at\n    status_moves\n    can_record_delivery\n    can_add_invoice\n    reverse_charge_vat_pence\n    reverse_charge_wording\n    lines {\n      id\n      position\n      description\n      quantity\n      unit\n      unit_price_pence\n      vat_code\n      vat_rate_percent\n      net_pence\n      vat_pence\n      received_quantity\n    }\n    deliveries {\n      id\n      received_at\n      notes\n      ticket_upload_id\n      received_by {\n        id\n        first_name\n        last_name\n      }\n    }\n    invoice_variances {\n      invoice_id\n      line_id\n      kind\n      amount_pence\n      message\n    }\n    invoices {\n      id\n      supplier_reference\n      invoice_date\n      net_pence\n      vat_pence\n      gross_pence\n      status\n      override_reason\n      can_approve\n      can_override\n      match {\n        clean\n        total_variance_pence\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseOrder($id: ID!) {\n    purchaseOrder(id: $id) {\n      ...PurchaseOrderFields\n    }\n  }\n"): (typeof documents)["\n  query PurchaseOrder($id: ID!) {\n    purchaseOrder(id: $id) {\n      ...PurchaseOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderMaterialQuote($enquiryId: ID!, $input: OrderQuoteInput!) {\n    orderMaterialQuote(enquiry_id: $enquiryId, input: $input) {\n      ...PurchaseOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation OrderMaterialQuote($enquiryId: ID!, $input: OrderQuoteInput!) {\n    orderMaterialQuote(enquiry_id: $enquiryId, input: $input) {\n      ...PurchaseOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePurchaseOrderStatus($id: ID!, $status: String!, $reason: String) {\n    changePurchaseOrderStatus(id: $id, status: $status, reason: $reason) {\n      ...PurchaseOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePurchaseOrderStatus($id: ID!, $status: String!, $reason: String) {\n    changePurchaseOrderStatus(id: $id, status: $status, reason: $reason) {\n      ...PurchaseOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordMaterialDelivery($id: ID!, $input: RecordDeliveryInput!) {\n    recordMaterialDelivery(purchase_order_id: $id, input: $input) {\n      ...PurchaseOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordMaterialDelivery($id: ID!, $input: RecordDeliveryInput!) {\n    recordMaterialDelivery(purchase_order_id: $id, input: $input) {\n      ...PurchaseOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSupplierInvoice($id: ID!, $input: SupplierInvoiceInput!) {\n    addSupplierInvoice(purchase_order_id: $id, input: $input) {\n      ...PurchaseOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddSupplierInvoice($id: ID!, $input: SupplierInvoiceInput!) {\n    addSupplierInvoice(purchase_order_id: $id, input: $input) {\n      ...PurchaseOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveSupplierInvoice($id: ID!, $reason: String) {\n    approveSupplierInvoice(id: $id, override_reason: $reason) {\n      ...PurchaseOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveSupplierInvoice($id: ID!, $reason: String) {\n    approveSupplierInvoice(id: $id, override_reason: $reason) {\n      ...PurchaseOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MaterialsProjects {\n    projectsForForms {\n      id\n      project_number\n      name\n    }\n  }\n"): (typeof documents)["\n  query MaterialsProjects {\n    projectsForForms {\n      id\n      project_number\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MaterialsSuppliers {\n    suppliers(kind: materials, status: active, page: 1, size: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MaterialsSuppliers {\n    suppliers(kind: materials, status: active, page: 1, size: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectMaterialCosts($projectId: ID!) {\n    projectMaterialCosts(project_id: $projectId) {\n      project_id\n      budget_pence\n      committed_pence\n      received_pence\n      invoiced_pence\n      remaining_pence\n    }\n  }\n"): (typeof documents)["\n  query ProjectMaterialCosts($projectId: ID!) {\n    projectMaterialCosts(project_id: $projectId) {\n      project_id\n      budget_pence\n      committed_pence\n      received_pence\n      invoiced_pence\n      remaining_pence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPushToken($input: PushTokenInput!) {\n    registerPushToken(input: $input)\n  }\n"): (typeof documents)["\n  mutation RegisterPushToken($input: PushTokenInput!) {\n    registerPushToken(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnregisterPushToken($device_id: String!) {\n    unregisterPushToken(device_id: $device_id)\n  }\n"): (typeof documents)["\n  mutation UnregisterPushToken($device_id: String!) {\n    unregisterPushToken(device_id: $device_id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($device_id: String) {\n    logout(device_id: $device_id)\n  }\n"): (typeof documents)["\n  mutation Logout($device_id: String) {\n    logout(device_id: $device_id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    type\n    title\n    body\n    read\n    created_at\n    payload {\n      type\n      project_id\n      form_submission_id\n      material_request_id\n      plant_request_id\n      invoice_id\n      labour_id\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    type\n    title\n    body\n    read\n    created_at\n    payload {\n      type\n      project_id\n      form_submission_id\n      material_request_id\n      plant_request_id\n      invoice_id\n      labour_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentNotifications {\n    notifications(page: 1, size: 20) {\n      total\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecentNotifications {\n    notifications(page: 1, size: 20) {\n      total\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectListFields on Project {\n    id\n    project_number\n    name\n    status\n    is_archived\n    client_name\n    site_postcode\n    start_date\n    end_date\n    contract_value_pence\n    team_count\n    note_count\n  }\n"): (typeof documents)["\n  fragment ProjectListFields on Project {\n    id\n    project_number\n    name\n    status\n    is_archived\n    client_name\n    site_postcode\n    start_date\n    end_date\n    contract_value_pence\n    team_count\n    note_count\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Projects(\n    $page: Int\n    $size: Int\n    $status: [ProjectStatus!]\n    $search: String\n    $sort_by: ProjectSortField\n    $sort_order: SortOrder\n  ) {\n    projects(\n      page: $page\n      size: $size\n      status: $status\n      search: $search\n      sort_by: $sort_by\n      sort_order: $sort_order\n    ) {\n      total\n      page\n      size\n      pages\n      items {\n        ...ProjectListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Projects(\n    $page: Int\n    $size: Int\n    $status: [ProjectStatus!]\n    $search: String\n    $sort_by: ProjectSortField\n    $sort_order: SortOrder\n  ) {\n    projects(\n      page: $page\n      size: $size\n      status: $status\n      search: $search\n      sort_by: $sort_by\n      sort_order: $sort_order\n    ) {\n      total\n      page\n      size\n      pages\n      items {\n        ...ProjectListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArchivedProjects(\n    $page: Int\n    $size: Int\n    $status: [ProjectStatus!]\n    $search: String\n    $sort_by: ProjectSortField\n    $sort_order: SortOrder\n  ) {\n    archivedProjects(\n      page: $page\n      size: $size\n      status: $status\n      search: $search\n      sort_by: $sort_by\n      sort_order: $sort_order\n    ) {\n      total\n      page\n      size\n      pages\n      items {\n        ...ProjectListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArchivedProjects(\n    $page: Int\n    $size: Int\n    $status: [ProjectStatus!]\n    $search: String\n    $sort_by: ProjectSortField\n    $sort_order: SortOrder\n  ) {\n    archivedProjects(\n      page: $page\n      size: $size\n      status: $status\n      search: $search\n      sort_by: $sort_by\n      sort_order: $sort_order\n    ) {\n      total\n      page\n      size\n      pages\n      items {\n        ...ProjectListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectOptions {\n    myProjects(size: 100, sort_by: project_number, sort_order: desc) {\n      items {\n        id\n        project_number\n        name\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectOptions {\n    myProjects(size: 100, sort_by: project_number, sort_order: desc) {\n      items {\n        id\n        project_number\n        name\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllProjectOptions {\n    projects(size: 100, sort_by: project_number, sort_order: desc) {\n      items {\n        id\n        project_number\n        name\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query AllProjectOptions {\n    projects(size: 100, sort_by: project_number, sort_order: desc) {\n      items {\n        id\n        project_number\n        name\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectDetailFields on Project {\n    id\n    project_number\n    name\n    description\n    status\n    is_archived\n    archived_at\n    archive_reason\n    client_name\n    client_contact_name\n    client_email\n    client_phone\n    site_address\n    site_postcode\n    start_date\n    end_date\n    contract_value_pence\n    contract_form\n    retention_percent\n    payment_due_days\n    payment_final_days\n    drc_applies\n    budget {\n      labour\n      plant\n      materials\n      subcontract\n      preliminaries\n      other\n    }\n    budget_total_pence\n    manager_id\n    manager {\n      id\n      first_name\n      last_name\n      email\n    }\n    folder_state\n    folder_error\n    created_at\n    updated_at\n    abilities {\n      can_edit\n      can_archive\n      can_restore\n      can_delete\n      can_force_delete\n      can_manage_team\n      can_add_note\n      can_upload\n      can_create_folders\n      can_view_commercial\n      status_moves\n      note_levels\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectDetailFields on Project {\n    id\n    project_number\n    name\n    description\n    status\n    is_archived\n    archived_at\n    archive_reason\n    client_name\n    client_contact_name\n    client_email\n    client_phone\n    site_address\n    site_postcode\n    start_date\n    end_date\n    contract_value_pence\n    contract_form\n    retention_percent\n    payment_due_days\n    payment_final_days\n    drc_applies\n    budget {\n      labour\n      plant\n      materials\n      subcontract\n      preliminaries\n      other\n    }\n    budget_total_pence\n    manager_id\n    manager {\n      id\n      first_name\n      last_name\n      email\n    }\n    folder_state\n    folder_error\n    created_at\n    updated_at\n    abilities {\n      can_edit\n      can_archive\n      can_restore\n      can_delete\n      can_force_delete\n      can_manage_team\n      can_add_note\n      can_upload\n      can_create_folders\n      can_view_commercial\n      status_moves\n      note_levels\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...ProjectDetailFields\n      team_count\n      note_count\n      team {\n        id\n        user_id\n        first_name\n        last_name\n        email\n        role\n        role_on_project\n        added_at\n      }\n      notes {\n        id\n        content\n        visibility_level\n        author {\n          id\n          first_name\n          last_name\n        }\n        created_at\n        updated_at\n        edited_at\n        can_edit\n        can_delete\n      }\n      stats {\n        team_count\n        note_count\n        budget_total_pence\n        committed_total_pence\n        spend_vs_budget {\n          category\n          budget_pence\n          committed_pence\n          remaining_pence\n        }\n        days_total\n        days_elapsed\n        days_remaining\n        last_activity_at\n      }\n    }\n  }\n"): (typeof documents)["\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...ProjectDetailFields\n      team_count\n      note_count\n      team {\n        id\n        user_id\n        first_name\n        last_name\n        email\n        role\n        role_on_project\n        added_at\n      }\n      notes {\n        id\n        content\n        visibility_level\n        author {\n          id\n          first_name\n          last_name\n        }\n        created_at\n        updated_at\n        edited_at\n        can_edit\n        can_delete\n      }\n      stats {\n        team_count\n        note_count\n        budget_total_pence\n        committed_total_pence\n        spend_vs_budget {\n          category\n          budget_pence\n          committed_pence\n          remaining_pence\n        }\n        days_total\n        days_elapsed\n        days_remaining\n        last_activity_at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectActivity($id: ID!, $page: Int, $size: Int) {\n    project(id: $id) {\n      id\n      activity(page: $page, size: $size) {\n        total\n        page\n        pages\n        items {\n          id\n          action\n          from_state\n          to_state\n          reason\n          details\n          actor {\n            id\n            first_name\n            last_name\n          }\n          created_at\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectActivity($id: ID!, $page: Int, $size: Int) {\n    project(id: $id) {\n      id\n      activity(page: $page, size: $size) {\n        total\n        page\n        pages\n        items {\n          id\n          action\n          from_state\n          to_state\n          reason\n          details\n          actor {\n            id\n            first_name\n            last_name\n          }\n          created_at\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectFolderStatus($id: ID!) {\n    project(id: $id) {\n      id\n      folder_status {\n        project_id\n        status\n        error\n        drive_folder_id\n        provider\n        folders\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectFolderStatus($id: ID!) {\n    project(id: $id) {\n      id\n      folder_status {\n        project_id\n        status\n        error\n        drive_folder_id\n        provider\n        folders\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamCandidates($id: ID!, $search: String) {\n    project(id: $id) {\n      id\n      team_candidates(search: $search) {\n        id\n        first_name\n        last_name\n        email\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamCandidates($id: ID!, $search: String) {\n    project(id: $id) {\n      id\n      team_candidates(search: $search) {\n        id\n        first_name\n        last_name\n        email\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectFiles($id: ID!) {\n    project(id: $id) {\n      id\n      files {\n        id\n        filename\n        content_type\n        size\n        uploaded_by\n        created_at\n        can_delete\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectFiles($id: ID!) {\n    project(id: $id) {\n      id\n      files {\n        id\n        filename\n        content_type\n        size\n        uploaded_by\n        created_at\n        can_delete\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectDefaults {\n    projectDefaults {\n      retention_percent\n      payment_due_days\n      payment_final_days\n    }\n  }\n"): (typeof documents)["\n  query ProjectDefaults {\n    projectDefaults {\n      retention_percent\n      payment_due_days\n      payment_final_days\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectManagerCandidates {\n    projectManagerCandidates {\n      id\n      first_name\n      last_name\n      role\n    }\n  }\n"): (typeof documents)["\n  query ProjectManagerCandidates {\n    projectManagerCandidates {\n      id\n      first_name\n      last_name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n      project_number\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n      project_number\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveProject($id: ID!, $reason: String!) {\n    archiveProject(id: $id, reason: $reason) {\n      ...ProjectDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveProject($id: ID!, $reason: String!) {\n    archiveProject(id: $id, reason: $reason) {\n      ...ProjectDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreProject($id: ID!, $reason: String!) {\n    restoreProject(id: $id, reason: $reason) {\n      ...ProjectDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreProject($id: ID!, $reason: String!) {\n    restoreProject(id: $id, reason: $reason) {\n      ...ProjectDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($id: ID!, $force: Boolean) {\n    deleteProject(id: $id, force: $force)\n  }\n"): (typeof documents)["\n  mutation DeleteProject($id: ID!, $force: Boolean) {\n    deleteProject(id: $id, force: $force)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTeamMember($project_id: ID!, $user_id: ID!, $role_on_project: String) {\n    addTeamMember(project_id: $project_id, user_id: $user_id, role_on_project: $role_on_project) {\n      id\n      user_id\n    }\n  }\n"): (typeof documents)["\n  mutation AddTeamMember($project_id: ID!, $user_id: ID!, $role_on_project: String) {\n    addTeamMember(project_id: $project_id, user_id: $user_id, role_on_project: $role_on_project) {\n      id\n      user_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTeamMember($project_id: ID!, $user_id: ID!) {\n    removeTeamMember(project_id: $project_id, user_id: $user_id)\n  }\n"): (typeof documents)["\n  mutation RemoveTeamMember($project_id: ID!, $user_id: ID!) {\n    removeTeamMember(project_id: $project_id, user_id: $user_id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProjectNote($project_id: ID!, $content: String!, $visibility_level: String) {\n    addProjectNote(project_id: $project_id, content: $content, visibility_level: $visibility_level) {\n      id\n      content\n      visibility_level\n    }\n  }\n"): (typeof documents)["\n  mutation AddProjectNote($project_id: ID!, $content: String!, $visibility_level: String) {\n    addProjectNote(project_id: $project_id, content: $content, visibility_level: $visibility_level) {\n      id\n      content\n      visibility_level\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProjectNote($project_id: ID!, $note_id: ID!, $content: String, $visibility_level: String) {\n    updateProjectNote(\n      project_id: $project_id\n      note_id: $note_id\n      content: $content\n      visibility_level: $visibility_level\n    ) {\n      id\n      content\n      visibility_level\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProjectNote($project_id: ID!, $note_id: ID!, $content: String, $visibility_level: String) {\n    updateProjectNote(\n      project_id: $project_id\n      note_id: $note_id\n      content: $content\n      visibility_level: $visibility_level\n    ) {\n      id\n      content\n      visibility_level\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProjectNote($project_id: ID!, $note_id: ID!) {\n    deleteProjectNote(project_id: $project_id, note_id: $note_id)\n  }\n"): (typeof documents)["\n  mutation DeleteProjectNote($project_id: ID!, $note_id: ID!) {\n    deleteProjectNote(project_id: $project_id, note_id: $note_id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFolderStructure($project_id: ID!) {\n    createFolderStructure(project_id: $project_id) {\n      project_id\n      status\n      error\n      drive_folder_id\n      provider\n      folders\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFolderStructure($project_id: ID!) {\n    createFolderStructure(project_id: $project_id) {\n      project_id\n      status\n      error\n      drive_folder_id\n      provider\n      folders\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanySettingsFields on CompanySettings {\n    company_id\n    name\n    address\n    vat_number\n    cis_utr\n    retention_percent\n    payment_due_days\n    payment_final_days\n    folder_template\n    folder_template_is_default\n    drive_provider\n    accounting_provider\n    available_drive_providers\n    available_accounting_providers\n  }\n"): (typeof documents)["\n  fragment CompanySettingsFields on CompanySettings {\n    company_id\n    name\n    address\n    vat_number\n    cis_utr\n    retention_percent\n    payment_due_days\n    payment_final_days\n    folder_template\n    folder_template_is_default\n    drive_provider\n    accounting_provider\n    available_drive_providers\n    available_accounting_providers\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanySettings {\n    companySettings {\n      ...CompanySettingsFields\n    }\n  }\n"): (typeof documents)["\n  query CompanySettings {\n    companySettings {\n      ...CompanySettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompanySettings($input: UpdateCompanySettingsInput!) {\n    updateCompanySettings(input: $input) {\n      ...CompanySettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompanySettings($input: UpdateCompanySettingsInput!) {\n    updateCompanySettings(input: $input) {\n      ...CompanySettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuperadminLogin($input: SuperadminLoginInput!) {\n    superadminLogin(input: $input) {\n      access_token\n      expires_in\n      superadmin {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SuperadminLogin($input: SuperadminLoginInput!) {\n    superadminLogin(input: $input) {\n      access_token\n      expires_in\n      superadmin {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuperadminMe {\n    superadminMe {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  query SuperadminMe {\n    superadminMe {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuperadminCompanies($search: String, $status: CompanyStatus, $page: Int, $size: Int) {\n    superadminCompanies(search: $search, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        id\n        name\n        status\n        created_at\n        user_count\n        active_user_count\n        project_count\n      }\n    }\n  }\n"): (typeof documents)["\n  query SuperadminCompanies($search: String, $status: CompanyStatus, $page: Int, $size: Int) {\n    superadminCompanies(search: $search, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        id\n        name\n        status\n        created_at\n        user_count\n        active_user_count\n        project_count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuperadminStats {\n    superadminStats {\n      companies {\n        total\n        active\n        suspended\n        cancelled\n        new_last_30_days\n      }\n      users {\n        total\n        active\n        signed_in_last_30_days\n      }\n      projects {\n        total\n        new_last_30_days\n      }\n      contact_messages_last_30_days\n    }\n  }\n"): (typeof documents)["\n  query SuperadminStats {\n    superadminStats {\n      companies {\n        total\n        active\n        suspended\n        cancelled\n        new_last_30_days\n      }\n      users {\n        total\n        active\n        signed_in_last_30_days\n      }\n      projects {\n        total\n        new_last_30_days\n      }\n      contact_messages_last_30_days\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuperadminSetupCompany($input: SetupCompanyInput!) {\n    superadminSetupCompany(input: $input) {\n      company {\n        id\n        name\n        status\n      }\n      admin {\n        id\n        email\n        first_name\n        last_name\n      }\n      set_password_link\n    }\n  }\n"): (typeof documents)["\n  mutation SuperadminSetupCompany($input: SetupCompanyInput!) {\n    superadminSetupCompany(input: $input) {\n      company {\n        id\n        name\n        status\n      }\n      admin {\n        id\n        email\n        first_name\n        last_name\n      }\n      set_password_link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuperadminUpdateCompanyStatus($id: ID!, $status: CompanyStatus!, $reason: String) {\n    superadminUpdateCompanyStatus(id: $id, status: $status, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SuperadminUpdateCompanyStatus($id: ID!, $status: CompanyStatus!, $reason: String) {\n    superadminUpdateCompanyStatus(id: $id, status: $status, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuperadminContactMessages($page: Int, $size: Int) {\n    superadminContactMessages(page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        id\n        name\n        email\n        phone\n        company\n        reason\n        message\n        created_at\n      }\n    }\n  }\n"): (typeof documents)["\n  query SuperadminContactMessages($page: Int, $size: Int) {\n    superadminContactMessages(page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        id\n        name\n        email\n        phone\n        company\n        reason\n        message\n        created_at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuperadminAuditLog($page: Int, $size: Int) {\n    superadminAuditLog(page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        id\n        username\n        action\n        target_type\n        target_id\n        details\n        ip\n        created_at\n      }\n    }\n  }\n"): (typeof documents)["\n  query SuperadminAuditLog($page: Int, $size: Int) {\n    superadminAuditLog(page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        id\n        username\n        action\n        target_type\n        target_id\n        details\n        ip\n        created_at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupplierFields on Supplier {\n    id\n    name\n    kinds\n    contact_name\n    email\n    phone\n    account_number\n    address\n    vat_number\n    cis_status\n    cis_deduction_percent\n    utr\n    verification_number\n    is_active\n    abilities {\n      can_edit\n      can_deactivate\n      can_reactivate\n      can_delete\n    }\n  }\n"): (typeof documents)["\n  fragment SupplierFields on Supplier {\n    id\n    name\n    kinds\n    contact_name\n    email\n    phone\n    account_number\n    address\n    vat_number\n    cis_status\n    cis_deduction_percent\n    utr\n    verification_number\n    is_active\n    abilities {\n      can_edit\n      can_deactivate\n      can_reactivate\n      can_delete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Suppliers(\n    $search: String\n    $kind: SupplierKind\n    $status: SupplierStatusFilter\n    $page: Int\n    $size: Int\n  ) {\n    suppliers(search: $search, kind: $kind, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        ...SupplierFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Suppliers(\n    $search: String\n    $kind: SupplierKind\n    $status: SupplierStatusFilter\n    $page: Int\n    $size: Int\n  ) {\n    suppliers(search: $search, kind: $kind, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        ...SupplierFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSupplier($input: CreateSupplierInput!) {\n    createSupplier(input: $input) {\n      ...SupplierFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSupplier($input: CreateSupplierInput!) {\n    createSupplier(input: $input) {\n      ...SupplierFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSupplier($id: ID!, $input: UpdateSupplierInput!) {\n    updateSupplier(id: $id, input: $input) {\n      ...SupplierFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSupplier($id: ID!, $input: UpdateSupplierInput!) {\n    updateSupplier(id: $id, input: $input) {\n      ...SupplierFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateSupplier($id: ID!) {\n    deactivateSupplier(id: $id) {\n      ...SupplierFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateSupplier($id: ID!) {\n    deactivateSupplier(id: $id) {\n      ...SupplierFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateSupplier($id: ID!) {\n    reactivateSupplier(id: $id) {\n      ...SupplierFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateSupplier($id: ID!) {\n    reactivateSupplier(id: $id) {\n      ...SupplierFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSupplier($id: ID!) {\n    deleteSupplier(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSupplier($id: ID!) {\n    deleteSupplier(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyMemberFields on CompanyMember {\n    kind\n    id\n    email\n    first_name\n    last_name\n    phone\n    role\n    status\n    last_login_at\n    created_at\n    expires_at\n    can_manage\n  }\n"): (typeof documents)["\n  fragment CompanyMemberFields on CompanyMember {\n    kind\n    id\n    email\n    first_name\n    last_name\n    phone\n    role\n    status\n    last_login_at\n    created_at\n    expires_at\n    can_manage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyUserFields on CompanyUser {\n    id\n    email\n    first_name\n    last_name\n    role\n    status\n    can_manage\n  }\n"): (typeof documents)["\n  fragment CompanyUserFields on CompanyUser {\n    id\n    email\n    first_name\n    last_name\n    role\n    status\n    can_manage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyUsers($search: String, $role: Role, $status: UserStatusFilter, $page: Int, $size: Int) {\n    companyUsers(search: $search, role: $role, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        ...CompanyMemberFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyUsers($search: String, $role: Role, $status: UserStatusFilter, $page: Int, $size: Int) {\n    companyUsers(search: $search, role: $role, status: $status, page: $page, size: $size) {\n      total\n      page\n      size\n      items {\n        ...CompanyMemberFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      invitation {\n        id\n        email\n        first_name\n        last_name\n        role\n        status\n      }\n      set_password_link\n    }\n  }\n"): (typeof documents)["\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      invitation {\n        id\n        email\n        first_name\n        last_name\n        role\n        status\n      }\n      set_password_link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      invitation {\n        id\n        expires_at\n      }\n      set_password_link\n    }\n  }\n"): (typeof documents)["\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      invitation {\n        id\n        expires_at\n      }\n      set_password_link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelInvitation($id: ID!) {\n    cancelInvitation(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelInvitation($id: ID!) {\n    cancelInvitation(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeUserRole($id: ID!, $role: Role!) {\n    changeUserRole(id: $id, role: $role) {\n      ...CompanyUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeUserRole($id: ID!, $role: Role!) {\n    changeUserRole(id: $id, role: $role) {\n      ...CompanyUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      ...CompanyUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      ...CompanyUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateUser($id: ID!) {\n    reactivateUser(id: $id) {\n      ...CompanyUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateUser($id: ID!) {\n    reactivateUser(id: $id) {\n      ...CompanyUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetUserPassword($id: ID!) {\n    resetUserPassword(id: $id) {\n      user {\n        ...CompanyUserFields\n      }\n      set_password_link\n    }\n  }\n"): (typeof documents)["\n  mutation ResetUserPassword($id: ID!) {\n    resetUserPassword(id: $id) {\n      user {\n        ...CompanyUserFields\n      }\n      set_password_link\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;