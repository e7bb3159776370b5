// What the cloud drive section says about each provider's access, and the picker's names for kinds of root.
export type MicrosoftAccess = 'all_files' | 'selected_site';

export const SCOPE_NOTES: Record<string, string> = {
  google_drive:
    'SiteBase sees and changes only the folders and files it creates in your Google Drive (Google’s “drive.file” permission) — nothing else in your Drive.',
  all_files:
    'SiteBase may read and write the files you can reach in OneDrive and SharePoint (“Files.ReadWrite.All”); it only writes inside the folder you pick.',
  selected_site:
    'SiteBase reaches only the SharePoint sites your SharePoint admin grants it (“Sites.Selected”). Ask them to grant the site before you connect.',
};

export const ACCESS_LABELS: Record<MicrosoftAccess, string> = {
  all_files: 'All files I can reach (OneDrive and SharePoint)',
  selected_site: 'One SharePoint site (granted by our SharePoint admin)',
};

export const ROOT_KINDS: Record<string, string> = {
  my_drive: 'My Drive',
  shared_drive: 'Shared drive',
  folder: 'Folder',
  onedrive: 'OneDrive',
  document_library: 'SharePoint library',
};

export const NOT_LISTED: Record<string, string> = {
  shared_drives:
    'Shared drives are not listed: with the “drive.file” permission SiteBase cannot see them. Pick a folder in My Drive, or ask us about a shared drive.',
  sharepoint_sites:
    'SharePoint sites are not listed (that needs a wider permission). Paste the site’s address below to use one of its document libraries.',
};

export function scopeNote(provider: string, access: MicrosoftAccess): string {
  return provider === 'microsoft_365' ? (SCOPE_NOTES[access] ?? '') : (SCOPE_NOTES[provider] ?? '');
}
