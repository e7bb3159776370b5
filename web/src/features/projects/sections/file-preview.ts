// Which of a project's files the page previews itself (images and PDFs; others are downloaded), apart from the
// preview dialog (FilePreviewDialog.tsx), which loads only when a file is first opened.
export interface PreviewFile {
  id: string;
  filename: string;
  content_type: string;
}

export function canPreview(file: Pick<PreviewFile, 'content_type'>): boolean {
  return file.content_type.startsWith('image/') || file.content_type === 'application/pdf';
}
