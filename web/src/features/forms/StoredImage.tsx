// A stored photo or signature shown in the page: fetched with the bearer token through the BFF's
// /files/uploads pass-through (an object URL revoked when it goes).
import { useEffect, useState } from 'react';
import { Image, Spinner } from '@chakra-ui/react';
import { fetchFileBlob } from '../../lib/files';

export function StoredImage({
  uploadId,
  alt,
  maxH = '40',
}: {
  uploadId: string;
  alt: string;
  maxH?: string;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    fetchFileBlob(`/files/uploads/${encodeURIComponent(uploadId)}/content`)
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [uploadId]);
  if (!url) return <Spinner size="sm" aria-label={`Loading ${alt}`} />;
  return <Image src={url} alt={alt} maxH={maxH} borderRadius="md" objectFit="contain" />;
}

/** An object URL for a Blob on the phone (a photo not sent yet). */
export function BlobImage({ blob, alt, maxH = '24' }: { blob: Blob; alt: string; maxH?: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url ? (
    <Image src={url} alt={alt} boxSize={maxH} flexShrink={0} borderRadius="md" objectFit="cover" />
  ) : null;
}
