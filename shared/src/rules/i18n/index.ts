export {
  loadRuleLanguages,
  readRuleLocaleFrom,
  ruleError,
  ruleMessage,
  sayRule,
  type RuleMessage,
  type RuleMessageId,
} from './rule-catalogues';
