// A screenshot illustration that opens enlarged (spec §1 click-to-enlarge screenshots).
import { chakra } from '@chakra-ui/react';
import { Illustration } from './Illustration';
import type { Shot } from './Lightbox';

export function EnlargeableShot({ shot, onOpen }: { shot: Shot; onOpen: (shot: Shot) => void }) {
  return (
    <chakra.button
      type="button"
      display="block"
      w="full"
      cursor="zoom-in"
      borderWidth="1px"
      borderRadius="lg"
      overflow="hidden"
      boxShadow="md"
      aria-label={`Enlarge: ${shot.alt}`}
      onClick={() => onOpen(shot)}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
    >
      <Illustration kind={shot.kind} title={shot.alt} />
    </chakra.button>
  );
}
