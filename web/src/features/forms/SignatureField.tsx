// A drawn signature on the phone: signature_pad (a well-kept canvas library) with Clear; the drawing becomes a
// PNG Blob the form sends like a photo. Core-api records it as the signed-in user's (or, with a typed name, as
// signed in their presence) at upload, and only that user can put it on one form (decision 0053).
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { Box, Button, HStack, Text } from '@chakra-ui/react';

export function SignatureField({
  label,
  onChange,
  signedText,
}: {
  label: string;
  onChange: (blob: Blob | null) => void;
  signedText?: string | null;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    el.width = el.offsetWidth * ratio;
    el.height = el.offsetHeight * ratio;
    el.getContext('2d')?.scale(ratio, ratio);
    const p = new SignaturePad(el, { backgroundColor: 'rgba(0,0,0,0)', penColor: '#111' });
    pad.current = p;
    const done = () => {
      if (p.isEmpty()) return changeRef.current(null);
      el.toBlob((blob) => changeRef.current(blob), 'image/png');
    };
    p.addEventListener('endStroke', done);
    return () => {
      p.removeEventListener('endStroke', done);
      p.off();
    };
  }, []);

  return (
    <Box>
      <Box borderWidth="1px" borderRadius="md" bg="white" h="36" position="relative">
        <canvas
          ref={canvas}
          aria-label={`${label}: sign here`}
          role="img"
          style={{ width: '100%', height: '100%', touchAction: 'none', display: 'block' }}
        />
      </Box>
      <HStack justify="space-between" mt="1">
        <Text fontSize="sm" color="fg.muted">
          {signedText ?? 'Sign with your finger'}
        </Text>
        <Button
          size="xs"
          variant="ghost"
          onClick={() => {
            pad.current?.clear();
            onChange(null);
          }}
        >
          Clear signature
        </Button>
      </HStack>
    </Box>
  );
}
