import { useCallback } from 'react';
import { dayOffsetLabel } from '../../format/display-format';
import { useSharedI18n } from './shared-i18n';

/** `dayOffsetLabel` in the page's language: `const dayLabel = useDayOffsetLabel(); dayLabel(1)` → '+1 দিন'. */
export function useDayOffsetLabel(): (days: number) => string {
  const { t } = useSharedI18n();
  return useCallback((days: number) => dayOffsetLabel(days, t), [t]);
}
