import { useId, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { words } from '@/app/i18n/page-language';
import { readReminderConsent, setReminderConsent } from '../api/reminder-consent';

/**
 * The checkout's marketing consent (docs/decisions.md rule 81): unticked until the shopper ticks it;
 * with it, an order left unpaid gets one reminder a day later, and nothing else is sent. Its words are
 * the page's language's; POST charges' `language` has the server store those words as the consent.
 */
export function ReminderConsent() {
  const id = useId();
  const [checked, setChecked] = useState(readReminderConsent);
  return (
    <Box mt="4" display="flex" alignItems="center" gap="2" minH="11">
      <chakra.input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked);
          setReminderConsent(event.target.checked);
        }}
        w="5"
        h="5"
        accentColor="ink"
        data-testid="reminder-consent"
      />
      <chakra.label htmlFor={id} fontSize="sm" cursor="pointer">
        {words().checkoutForm.reminderConsent}
      </chakra.label>
    </Box>
  );
}
