// A row of headline figures above a report's tables (a card each; two across on a phone).
import { SimpleGrid, Stat } from '@chakra-ui/react';
import { statSlotRecipe } from '@chakra-ui/react/theme/recipes/stat';
import { registerRecipes, system } from '../../lib/theme';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { stat: statSlotRecipe });

export interface Figure {
  label: string;
  value: string;
  help?: string;
  danger?: boolean;
}

export function ReportFigures({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <SimpleGrid as="section" aria-label={label} columns={{ base: 2, md: 3, lg: 6 }} gap="3" mb="5">
      {figures.map((f) => (
        <Stat.Root key={f.label} borderWidth="1px" rounded="md" p="3">
          <Stat.Label>{f.label}</Stat.Label>
          <Stat.ValueText fontSize="lg" color={f.danger ? 'red.600' : undefined}>
            {f.value}
          </Stat.ValueText>
          {f.help && <Stat.HelpText>{f.help}</Stat.HelpText>}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
