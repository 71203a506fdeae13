export {
  inEnglish,
  loadRuleLanguage,
  loadRuleLanguages,
  readRequestRuleLocaleFrom,
  readRuleLocaleFrom,
  ruleError,
  ruleMessage,
  sayRule,
  type RuleMessage,
  type RuleMessageId,
  type RuleValues,
  withValues,
} from './rule-catalogues';
