ALTER TABLE "auth_flow_states" ADD COLUMN "provider_state" text;--> statement-breakpoint
ALTER TABLE "auth_flow_states" ADD COLUMN "provider_nonce" text;--> statement-breakpoint
ALTER TABLE "auth_flow_states" ADD COLUMN "provider_code_verifier" text;--> statement-breakpoint
ALTER TABLE "auth_flow_states" ADD CONSTRAINT "auth_flow_states_provider_state_unique" UNIQUE("provider_state");