import '@fontsource/reenie-beanie';
import { Box, Text } from '@mantine/core';

/** Spec section 9: the signature font. */
const SIGNATURE_FONT = "'Reenie Beanie', cursive";

/**
 * The signature's font size: large, shrinking for long names so the whole name fits the line. Reenie Beanie's
 * characters average under 0.38em, so a name of n characters fits the box at (100 / 0.38n)% of its width.
 */
const signatureFontSize = (name: string): string => {
  const fit = 100 / (0.38 * Math.max(name.trim().length, 1));
  return `clamp(22px, ${fit.toFixed(2)}cqw, 44px)`;
};

/** The typed signature as it will stand under the agreement, in the cursive signature font, on a signing line. */
export function SignaturePreview({ name, caption = 'Provider signature' }: { name: string; caption?: string }) {
  const signed = name.trim().length > 0;
  return (
    <Box data-testid="signature-preview">
      <Box
        px="sm"
        style={{
          containerType: 'inline-size',
          borderBottom: '1px solid var(--mantine-color-gray-5)',
          height: 64,
          display: 'flex',
          alignItems: 'flex-end',
          overflow: 'hidden',
        }}
      >
        {signed ? (
          <Text
            ff={SIGNATURE_FONT}
            lh={1.25}
            c="dark.7"
            w="100%"
            style={{
              fontSize: signatureFontSize(name),
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {name}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" pb="xs">
            Your signature appears here
          </Text>
        )}
      </Box>
      <Text size="xs" c="dimmed" px="sm" mt={2}>
        {caption}
      </Text>
    </Box>
  );
}
